import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { REST_URL, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { FakeUpgradeDialog } from '@evergreen/dev-host/testing';
import * as widgets from '@evergreen/runtime/widgets';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as imagesApi from '../api/images';
import { ME, memorialRow, planNamed, planUsage, renderAt, signInAs } from '../testing/support';

/** A memorial over its owner's plan limit (no grief paywall): marked, explained, not editable, still deletable. */

// The pages run whole against the test backend. Replaced: the photo clean-up and the place search (not requests
// to our backend) and the billing remote's widget (loaded over module federation).
vi.mock('../api/images');
vi.mock('../features/memorials/api/places');
vi.mock('@evergreen/runtime/widgets', { spy: true });

const backend = useTestBackend();

const ID = '11111111-1111-4111-8111-111111111111';
const REASON =
  'This memorial is read-only because your Free plan allows 5 memorials. Upgrade to edit it again.';

/** The memorial as `graves` answers it, with the computed fields the pages read. */
function serveMemorial(row: ReturnType<typeof memorialRow>) {
  backend.seed('graves', [
    {
      photo_limit: 10,
      photo_limit_message: '',
      family_links_included: false,
      keepsake_kind: null,
      is_read_only: false,
      read_only_reason: null,
      ...row,
    },
  ]);
}

beforeEach(() => {
  vi.resetAllMocks();
  for (const table of [
    'grave_managers',
    'reminders',
    'visitor_memories',
    'grave_photos',
    'memorial_relatives',
    'memorial_daily_visits',
  ])
    backend.seed(table, []);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signInAs(ME);
  backend.servePlan(planUsage(7));
  vi.mocked(imagesApi.removeImages).mockResolvedValue();
  // The billing remote's upgrade dialog is there; its other widgets are not.
  vi.mocked(widgets.loadWidget).mockImplementation(async (_remote, name) => {
    if (name !== 'UpgradeDialog') throw new Error('Failed to fetch mf-manifest.json');
    return { default: FakeUpgradeDialog } as never;
  });
});

const readOnly = (overrides: Parameters<typeof memorialRow>[0] = {}) =>
  memorialRow({ is_read_only: true, read_only_reason: REASON, ...overrides });

describe('a read-only memorial', () => {
  it('shows the badge and the reason on its details page, with no Edit but Share and Delete', async () => {
    serveMemorial(readOnly());
    await renderAt(`/dashboard/grave/${ID}`);
    const notice = await screen.findByRole('region', { name: 'Read-only' });
    expect(notice).toHaveTextContent(REASON);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete memorial' })).toBeEnabled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Upgrade Plan' }));
    expect(
      await screen.findByRole('dialog', { name: 'Billing upgrade dialog for memorials' }),
    ).toBeInTheDocument();
  });

  it('shows its gallery to the owner as a grid, without the tools to change it', async () => {
    serveMemorial(readOnly());
    backend.seed('grave_photos', [
      {
        id: 'p1',
        grave_id: ID,
        caption: 'At the lake',
        storage_path: 'me/p1.jpg',
        position: 0,
        created_at: '2026-11-01T10:00:00Z',
      },
    ]);
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('button', { name: 'Open At the lake' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move up/ })).not.toBeInTheDocument();
  });

  it('builds the reason from the plan when the row has none', async () => {
    serveMemorial(readOnly({ read_only_reason: null }));
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('region', { name: 'Read-only' })).toHaveTextContent(REASON);
  });

  it('tells a collaborator that only the owner can lift it, and offers no upgrade', async () => {
    backend.seed('grave_managers', [{ id: 'm1', grave_id: ID, user_id: ME, role: 'editor' }]);
    serveMemorial(readOnly({ user_id: 'owner-1' }));
    await renderAt(`/dashboard/grave/${ID}`);
    const notice = await screen.findByRole('region', { name: 'Read-only' });
    expect(notice).toHaveTextContent("over its owner's plan limit. Only its owner can lift this.");
    expect(within(notice).queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete memorial' })).not.toBeInTheDocument();
  });

  it('offers a paid owner no upgrade button', async () => {
    backend.servePlan(planUsage(26, planNamed('Personal')));
    serveMemorial(readOnly());
    await renderAt(`/dashboard/grave/${ID}`);
    const notice = await screen.findByRole('region', { name: 'Read-only' });
    expect(within(notice).queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it('shows an editable memorial without the badge, with Edit', async () => {
    serveMemorial(memorialRow({ is_read_only: false }));
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Read-only' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete memorial' })).not.toBeInTheDocument();
  });

  it('has no edit form at its edit address, only the reason and Delete', async () => {
    serveMemorial(readOnly());
    await renderAt(`/dashboard/edit/${ID}`);
    expect(await screen.findByRole('region', { name: 'Read-only' })).toHaveTextContent(REASON);
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete memorial' })).toBeEnabled();
  });
});

describe('an edit the server refuses', () => {
  // Typing in a full form is slow on a loaded machine: the wider limit the other form tests use.
  it("shows the database's reason and keeps what was typed", { timeout: 15_000 }, async () => {
    // Opened while still editable; the plan ended before saving, so the database refuses the update.
    serveMemorial(memorialRow({ is_read_only: false }));
    server.use(
      http.patch(`${REST_URL}/graves`, () =>
        HttpResponse.json(
          {
            code: 'P0001',
            message: REASON,
            details: null,
            hint: 'Upgrade your plan, or delete newer memorials, to edit it again.',
          },
          { status: 400 },
        ),
      ),
    );
    const router = await renderAt(`/dashboard/edit/${ID}`);
    const epitaph = await screen.findByLabelText('Epitaph');
    await userEvent.clear(epitaph);
    await userEvent.paste('Loved beyond words');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REASON);
    expect(screen.getByLabelText('Epitaph')).toHaveValue('Loved beyond words');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/dashboard/edit/${ID}`);
  });
});
