import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { createTestQueryClient, renderWithQueryClient } from '@evergreen/dev-host/testing';
import { queryKeys } from '@evergreen/domain/query-keys';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planNamed, planUsage } from '../../../testing/support';
import { ShareDialog } from './ShareDialog';

// The dialog's queries and mutations run whole: the test backend holds `grave_managers` (each row with the
// person's profile as PostgREST embeds it) and answers `share_memorial()`.
const backend = useTestBackend();

const GRAVE = 'g1';
/** A `grave_managers` row of this memorial. */
const manager = (id: string, userId: string, email: string, fullName: string) => ({
  id,
  grave_id: GRAVE,
  user_id: userId,
  role: 'viewer',
  invited_email: email,
  created_at: `2026-11-0${id.slice(1)}T10:00:00Z`,
  person: { full_name: fullName },
});
const sam = manager('m1', 'sam', 'sam@example.com', 'Sam Second');
const elsewhere = { ...manager('m9', 'kim', 'kim@example.com', 'Kim'), grave_id: 'another memorial' };

const onUpgrade = vi.fn();

function renderDialog(
  plan = planNamed('Personal'),
  isOwner = true,
  queryClient = createTestQueryClient(),
  slug: string | null = null,
) {
  renderWithQueryClient(
    <MemoryRouter>
      <ShareDialog
        opened
        onClose={() => undefined}
        graveId={GRAVE}
        slug={slug}
        isOwner={isOwner}
        plan={plan}
        onUpgrade={onUpgrade}
      />
    </MemoryRouter>,
    queryClient,
  );
  return screen.getByRole('dialog', { name: 'Share Memorial' });
}

beforeEach(() => {
  vi.resetAllMocks();
  backend.seed('grave_managers', [elsewhere]);
  backend.rpc('share_memorial', () => [{ id: 'm-new' }]);
});

describe('share dialog', () => {
  it('shows the custom address as the public link when the memorial has one', () => {
    const dialog = renderDialog(planNamed('Personal'), true, createTestQueryClient(), 'eleanor-whitfield');
    expect(within(dialog).getByLabelText('Public link')).toHaveValue(
      `${window.location.origin}/graves/eleanor-whitfield`,
    );
  });

  it('shows the public link and confirms a copy for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = renderDialog();
    expect(within(dialog).getByLabelText('Public link')).toHaveValue(
      `${window.location.origin}/graves/${GRAVE}`,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/graves/${GRAVE}`);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2100);
    expect(await within(dialog).findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('says "Failed to copy link" when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to copy link');
  });

  it('adds a collaborator with a trimmed, lowercased e-mail and the viewer role by default', async () => {
    // As the database does: the shared person joins the memorial's managers.
    backend.rpc('share_memorial', () => {
      backend.seed('grave_managers', [sam, elsewhere]);
      return [{ id: sam.id }];
    });
    const dialog = renderDialog();
    expect(await within(dialog).findByText('0 / 3 collaborators')).toBeInTheDocument();
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('Viewer');
    expect(role).toHaveAccessibleDescription('Can view memorial');
    const share = within(dialog).getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Email/), '  Sam@Example.COM ');
    await userEvent.click(share);
    await waitFor(() =>
      expect(backend.rpcCalls('share_memorial')).toEqual([
        { grave_id: GRAVE, email: 'sam@example.com', role: 'viewer' },
      ]),
    );
    // The list is read again, with Sam.
    expect(await within(dialog).findByText('Sam Second')).toBeInTheDocument();
  });

  // What the api answers: no account (ShareError), and the database's own refusals (duplicate, lookup limit).
  it("marks the owner's plan usage stale after adding someone, so every view of it refetches", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.planUsage(), planUsage(1));
    const dialog = renderDialog(planNamed('Personal'), true, queryClient);
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'sam@example.com');
    expect(queryClient.getQueryState(queryKeys.planUsage())?.isInvalidated).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.planUsage())?.isInvalidated).toBe(true));
  });

  const NO_SUCH_USER = 'No user found with this email address. They need to create an account first.';
  const DUPLICATE = 'This user already has access to this grave.';

  it.each([NO_SUCH_USER, DUPLICATE, 'Too many lookups, please try again later.'])(
    'shows "%s"',
    async (message) => {
      // No account answers no row; the database refuses a duplicate and too many lookups in its own words.
      backend.rpc('share_memorial', () => {
        if (message === NO_SUCH_USER) return [];
        throw restError(message === DUPLICATE ? 409 : 429, message);
      });
      const dialog = renderDialog();
      await userEvent.type(within(dialog).getByLabelText(/Email/), 'x@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('falls back to "Failed to share grave"', async () => {
    backend.fail('share_memorial');
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'x@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to share grave');
  });

  it('lists people with access, removes after a confirmation, and prompts to upgrade at the limit', async () => {
    backend.seed('grave_managers', [sam, elsewhere]);
    server.use(http.delete(`${REST_URL}/grave_managers`, () => restError(500, '')));
    const dialog = renderDialog(planNamed('Free'));
    const people = await within(dialog).findByRole('list', { name: 'People with access' });
    expect(people).toHaveTextContent('Sam Second');
    expect(within(dialog).getByText('1 / 1 collaborators')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You've reached your Free plan limit of 1 collaborator..."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Plan' }));
    expect(onUpgrade).toHaveBeenCalledOnce();

    await userEvent.click(within(people).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove access' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Failed to remove manager')).toBeInTheDocument();
    expect(backend.rows('grave_managers')).toEqual([sam, elsewhere]);
  });

  it('shows a paid plan at its limit the limit only, with no upgrade prompt', async () => {
    backend.seed('grave_managers', [
      sam,
      manager('m2', 'kim', 'kim@example.com', 'Kim'),
      manager('m3', 'lee', 'lee@example.com', 'Lee'),
      elsewhere,
    ]);
    const dialog = renderDialog(planNamed('Personal'));
    expect(await within(dialog).findByText('Collaborator Limit Reached')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You've reached your Personal plan limit of 3 collaborators..."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Upgrade/)).not.toBeInTheDocument();
  });

  it('says "Failed to load managers" when the list cannot be read', async () => {
    backend.fail('grave_managers');
    const dialog = renderDialog();
    expect(await within(dialog).findByText('Failed to load managers')).toBeInTheDocument();
  });

  it('shows only the link to someone who does not own the memorial', () => {
    const dialog = renderDialog(planNamed('Free'), false);
    expect(within(dialog).queryByLabelText(/Email/)).not.toBeInTheDocument();
    expect(backend.requests()).not.toContain('GET grave_managers');
  });
});
