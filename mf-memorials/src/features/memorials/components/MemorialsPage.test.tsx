import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { FakeUpgradeDialog } from '@evergreen/dev-host/testing';
import * as widgets from '@evergreen/runtime/widgets';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ME,
  memorialRow,
  planNamed,
  planUsage,
  renderAt,
  serveMemorials,
  signInAs,
} from '../../../testing/support';
import { PAGE_SIZE } from '../api/get-memorials';

// The dashboard runs whole against the test backend; only the billing remote's widgets (loaded over module
// federation) are replaced.
vi.mock('@evergreen/runtime/widgets', { spy: true });

const backend = useTestBackend();

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(ME);
  backend.servePlan(planUsage(0));
  // The billing remote is down unless a test says otherwise: its widgets' stand-ins show.
  vi.mocked(widgets.loadWidget).mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
});

describe('memorials list', () => {
  it('says it is loading', async () => {
    serveMemorials(backend, []);
    server.use(http.get(`${REST_URL}/graves`, () => delay('infinite')));
    await renderAt('/dashboard');
    expect(await screen.findByText('Loading your memorials...')).toBeInTheDocument();
  });

  it('shows the error panel with the message, or the fallback', async () => {
    serveMemorials(backend, []);
    server.use(http.head(`${REST_URL}/grave_managers`, () => restError(500, '')));
    await renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Error Loading Memorials' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load graves')).toBeInTheDocument();
  });

  it('invites to create the first memorial, with the plan line', async () => {
    serveMemorials(backend, []);
    backend.servePlan(planUsage(0, planNamed('Family')));
    const router = await renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Create Your First Memorial' })).toBeInTheDocument();
    expect(screen.getAllByText('Family Plan: Unlimited memorials').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Create Memorial' }));
    expect(router.state.location.pathname).toBe('/dashboard/add');
  });

  it('lists own and shared memorials with the subtitle and the three tiles', async () => {
    serveMemorials(backend, [
      memorialRow({ id: 'a', full_name: 'Own Public', created_at: '2024-03-05T10:00:00Z' }),
      memorialRow({ id: 'b', full_name: 'Own Private', is_public: false }),
      memorialRow({ id: 'c', full_name: 'From A Friend', user_id: 'friend' }),
    ]);
    await renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Memorials' })).toBeInTheDocument();
    expect(
      screen.getByText('3 memorials preserving precious memories • 1 shared with you'),
    ).toBeInTheDocument();
    const own = screen.getByRole('region', { name: 'Your Memorials' });
    expect(within(own).getAllByRole('link')).toHaveLength(2);
    const shared = screen.getByRole('region', { name: 'Shared With You' });
    expect(within(shared).getByRole('link', { name: /From A Friend/ })).toHaveTextContent('Shared');
    expect(within(shared).getByRole('link', { name: /From A Friend/ })).toHaveAttribute(
      'href',
      '/dashboard/grave/c',
    );
    expect(screen.getByText('Your Memorials', { selector: 'div' }).parentElement).toHaveTextContent('2');
    expect(screen.getByText('Public Memorials').parentElement).toHaveTextContent('1');
  });

  it("opens the billing remote's upgrade dialog instead of the wizard at the plan limit", async () => {
    vi.mocked(widgets.loadWidget).mockImplementation(async (_remote, name) => {
      if (name !== 'UpgradeDialog') throw new Error('not in this test');
      return { default: FakeUpgradeDialog } as never;
    });
    serveMemorials(backend, [memorialRow()]);
    backend.servePlan(planUsage(5));
    const router = await renderAt('/dashboard');
    expect(widgets.loadWidget).not.toHaveBeenCalledWith('mf_billing', 'UpgradeDialog');
    await userEvent.click(await screen.findByRole('button', { name: 'New Memorial' }));
    expect(
      await screen.findByRole('dialog', { name: 'Billing upgrade dialog for memorials' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says plans are unavailable when the billing remote is down, and stays on the list', async () => {
    serveMemorials(backend, [memorialRow()]);
    backend.servePlan(planUsage(5));
    const router = await renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'New Memorial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plans' });
    expect(dialog).toHaveTextContent('Plans are unavailable right now.');
    expect(router.state.location.pathname).toBe('/dashboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks the read-only memorials, and only those', async () => {
    serveMemorials(backend, [
      memorialRow({ id: 'a', full_name: 'Newest', is_read_only: true }),
      memorialRow({ id: 'b', full_name: 'Oldest', is_read_only: false }),
    ]);
    await renderAt('/dashboard');
    expect(await screen.findByRole('link', { name: /Newest/ })).toHaveTextContent('Read-only');
    expect(screen.getByRole('link', { name: /Oldest/ })).not.toHaveTextContent('Read-only');
  });

  it('does not allow creating while the plan is unknown', async () => {
    serveMemorials(backend, []);
    backend.fail('my_plan', 'offline');
    await renderAt('/dashboard');
    const create = await screen.findByRole('button', { name: 'Create Memorial' });
    await vi.waitFor(() => expect(backend.rpcCalls('my_plan').length).toBeGreaterThan(0));
    expect(create).toBeDisabled();
  });

  it('shows the newest page of each section first and the next one on "Show more", counting all of them', async () => {
    const rows = Array.from({ length: 30 }, (_, index) =>
      memorialRow({
        id: `own-${index}`,
        full_name: `Person ${index}`,
        created_at: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
      }),
    );
    serveMemorials(backend, rows);
    await renderAt('/dashboard');
    const own = await screen.findByRole('region', { name: 'Your Memorials' });
    expect(within(own).getAllByRole('link')).toHaveLength(PAGE_SIZE);
    expect(within(own).getAllByRole('link')[0]).toHaveTextContent('Person 29');
    expect(screen.getByText('30 memorials preserving precious memories')).toBeInTheDocument();
    expect(within(own).getByText('Showing 24 of 30')).toBeInTheDocument();
    await userEvent.click(within(own).getByRole('button', { name: 'Show more of Your Memorials' }));
    expect(await within(own).findByRole('link', { name: /Person 0\b/ })).toBeInTheDocument();
    expect(within(own).getAllByRole('link')).toHaveLength(30);
    expect(within(own).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('asks the database for the names searched for, and says when none match', async () => {
    serveMemorials(backend, [
      memorialRow({ id: 'a', full_name: 'Ada Lovelace' }),
      memorialRow({ id: 'b', full_name: 'Alan Turing' }),
      memorialRow({ id: 'c', full_name: 'Ada Byron', user_id: 'friend' }),
    ]);
    await renderAt('/dashboard');
    await screen.findByRole('region', { name: 'Your Memorials' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search memorials' }), 'ada');
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: /Alan Turing/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shared With You' })).toHaveTextContent('Ada Byron');
    // The counts are the user's, not the search's.
    expect(
      screen.getByText('3 memorials preserving precious memories • 1 shared with you'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search memorials' }), 'zzz');
    expect(await screen.findByText('No memorials match "adazzz".')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Memorials' })).not.toBeInTheDocument();
  });
});
