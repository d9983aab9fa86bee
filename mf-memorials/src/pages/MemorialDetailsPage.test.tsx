import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { beforeEach, describe, expect, it } from 'vitest';
import { ME, memorialRow, planNamed, planUsage, renderAt, signInAs } from '../testing/support';

// Nothing of the app is replaced: its fetchers, queries and mutations run, and the test backend answers their
// requests as PostgREST would, so a wrong table, column or filter fails here.
const backend = useTestBackend();

const ID = '11111111-1111-4111-8111-111111111111';
const OWNER = 'owner-0000';

/** The memorial as `graves` answers it, with the computed fields the page reads (`is_read_only`, ...). */
function serveMemorial(
  overrides: Parameters<typeof memorialRow>[0] = {},
  computed: Record<string, unknown> = {},
) {
  backend.seed('graves', [
    {
      ...memorialRow(overrides),
      is_read_only: false,
      read_only_reason: null,
      photo_limit: 10,
      photo_limit_message: '',
      family_links_included: false,
      keepsake_kind: null,
      ...computed,
    },
  ]);
}

beforeEach(() => {
  signInAs(ME);
  backend.servePlan(planUsage(1));
  backend.seed('grave_managers', []);
  backend.seed('reminders', [
    { id: 'r1', grave_id: ID, user_id: ME, is_active: true },
    { id: 'r2', grave_id: ID, user_id: ME, is_active: true },
    { id: 'r3', grave_id: ID, user_id: ME, is_active: false },
    { id: 'r4', grave_id: 'another', user_id: ME, is_active: true },
  ]);
  backend.seed('visitor_memories', []);
  backend.seed('grave_photos', []);
  backend.seed('memorial_relatives', []);
  backend.seed('memorial_daily_visits', []);
});

describe('memorial details', () => {
  it('says "Grave not found" when there is no such memorial', async () => {
    backend.seed('graves', [
      { ...memorialRow({ id: 'another' }), is_read_only: false, read_only_reason: null },
    ]);
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('Grave not found')).toBeInTheDocument();
  });

  it('says "Failed to load data" when loading fails without a message', async () => {
    backend.fail('graves');
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });

  // The first full render of the page also loads its lazy map and QR code modules.
  it('shows everything about a public memorial to its owner, with Edit, Share and the QR code', {
    timeout: 15_000,
  }, async () => {
    serveMemorial({
      latitude: 43.6783,
      longitude: -70.3006,
      image_url: '/grave.png',
      person_image_url: '/me.png',
    });
    const router = await renderAt(`/dashboard/grave/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(screen.getByText('April 12, 1931 - November 3, 2019')).toBeInTheDocument();
    expect(screen.getByText('“Forever in our hearts”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Memories' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grave of Eleanor Grace Whitfield' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Map of the grave of Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Plot:')).toBeInTheDocument();
    // The user's active reminders of this memorial only.
    expect(screen.getByText('2 active reminders')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visitor Memories' })).toBeInTheDocument();
    // The owner may start the gallery.
    expect(await screen.findByRole('button', { name: 'Add Photos' })).toBeEnabled();
    expect(screen.getByRole('img', { name: /QR code for .*\/graves\// })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/edit/${ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('dialog', { name: 'Share Memorial' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('hides Share, visitor memories and the QR code on a private memorial, and the location when unknown', async () => {
    serveMemorial({ is_public: false, cemetery_name: null, section: null, plot_number: null });
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('No location information available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Visitor Memories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'QR Code' })).not.toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('offers no Edit to a viewer, and a way to leave the memorial', async () => {
    serveMemorial({ user_id: OWNER });
    backend.seed('grave_managers', [
      { id: 'm1', grave_id: ID, user_id: ME, role: 'viewer' },
      { id: 'm2', grave_id: ID, user_id: 'someone-else', role: 'editor' },
    ]);
    const router = await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    const access = screen.getByRole('region', { name: 'Your access' });
    await userEvent.click(within(access).getByRole('button', { name: 'Leave memorial' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave memorial' });
    expect(confirm).toHaveTextContent('Leave the memorial of Eleanor Grace Whitfield?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave memorial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // Only the user's own access went.
    expect(backend.rows('grave_managers')).toEqual([
      { id: 'm2', grave_id: ID, user_id: 'someone-else', role: 'editor' },
    ]);
  });

  it('offers its owner no way to leave the memorial', async () => {
    serveMemorial();
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave memorial' })).not.toBeInTheDocument();
  });
});

describe('the PDF keepsake follows the plan of the memorial owner', () => {
  const keepsake = async () => {
    await renderAt(`/dashboard/grave/${ID}`);
    const card = await screen.findByRole('region', { name: 'PDF Keepsake' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeEnabled());
    return card;
  };

  it('gives a Free editor of a Family memorial the booklet, not an upgrade prompt', async () => {
    serveMemorial({ user_id: OWNER }, { keepsake_kind: 'rich' });
    backend.seed('grave_managers', [{ id: 'm1', grave_id: ID, user_id: ME, role: 'editor' }]);
    const card = await keepsake();
    expect(card).toHaveTextContent('A booklet for a service');
    expect(card).not.toHaveTextContent('Included with the Personal and Family plans.');
  });

  it('offers a Family viewer of a Free memorial no keepsake and no upgrade of a plan that is not theirs', async () => {
    backend.servePlan(planUsage(1, planNamed('Family')));
    serveMemorial({ user_id: OWNER }, { keepsake_kind: null });
    backend.seed('grave_managers', [{ id: 'm1', grave_id: ID, user_id: ME, role: 'viewer' }]);
    await renderAt(`/dashboard/grave/${ID}`);
    const card = await screen.findByRole('region', { name: 'PDF Keepsake' });
    expect(await within(card).findByText('Included with the Personal and Family plans.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });

  it('offers the owner on Free the upgrade', async () => {
    serveMemorial({}, { keepsake_kind: null });
    const card = await keepsake();
    expect(card).toHaveTextContent('Included with the Personal and Family plans.');
  });
});
