import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { restError, useTestBackend } from '@evergreen/dev-host/test-backend';
import { getSupabase } from '@evergreen/supabase-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, MY_EMAIL, myPlan, PRICE_ROWS, renderAt, signInAs } from '../../../testing/support';

const backend = useTestBackend();

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface Row {
  id: string;
  user_agent: string | null;
  created_at: string;
  last_active_at: string;
  is_current: boolean;
}

let rows: Row[];

beforeEach(() => {
  vi.restoreAllMocks();
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
  rows = [
    {
      id: 's-here',
      user_agent: FIREFOX,
      created_at: '2026-11-01T08:00:00Z',
      last_active_at: '2026-11-27T09:00:00Z',
      is_current: true,
    },
    {
      id: 's-phone',
      user_agent: IPHONE,
      created_at: '2026-11-10T08:00:00Z',
      last_active_at: '2026-11-26T18:04:00Z',
      is_current: false,
    },
    {
      id: 's-tablet',
      user_agent: CHROME_ANDROID,
      created_at: '2026-10-02T08:00:00Z',
      last_active_at: '2026-10-03T07:00:00Z',
      is_current: false,
    },
  ];
  backend.rpc('my_sessions', () => rows);
});

const section = () => screen.getByRole('region', { name: "Where you're signed in" });

describe("Where you're signed in", () => {
  it('lists each device with its browser and last activity, this device marked and kept', async () => {
    await renderAt('/dashboard/settings');
    const items = await within(section()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Firefox on WindowsThis deviceLast active Nov 27, 2026 \d\d:\d\d · signed in Nov 1, 2026$/,
      ),
      expect.stringMatching(
        /^Safari on iPhoneLast active Nov 26, 2026 \d\d:\d\d · signed in Nov 10, 2026Sign out$/,
      ),
      expect.stringMatching(/^Chrome on AndroidLast active Oct 3, 2026/),
    ]);
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('signs one other device out, and lists what is left', async () => {
    backend.rpc('end_session', ({ session_id }) => {
      rows = rows.filter((row) => row.id !== session_id);
      return null;
    });
    await renderAt('/dashboard/settings');
    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Sign out Safari on iPhone' }),
    );
    expect(backend.rpcCalls('end_session')).toEqual([{ session_id: 's-phone' }]);
    await within(section()).findByText(/^Last active Oct 3/);
    expect(within(section()).queryByText('Safari on iPhone')).not.toBeInTheDocument();
    expect(within(section()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows the server's refusal beside the session it could not end", async () => {
    backend.rpc('end_session', () => {
      throw restError(404, 'No other session of yours has this id', 'P0002');
    });
    await renderAt('/dashboard/settings');
    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Sign out Safari on iPhone' }),
    );
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'No other session of yours has this id',
    );
  });

  it('signs out everywhere else with supabase-js, then only this device is left', async () => {
    const signOut = vi.spyOn(getSupabase().auth, 'signOut').mockImplementation(async () => {
      rows = rows.filter((row) => row.is_current);
      return { error: null };
    });
    await renderAt('/dashboard/settings');
    await userEvent.click(await within(section()).findByRole('button', { name: 'Sign out everywhere else' }));
    expect(signOut).toHaveBeenCalledWith({ scope: 'others' });
    await vi.waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    expect(
      within(section()).queryByRole('button', { name: 'Sign out everywhere else' }),
    ).not.toBeInTheDocument();
  });
});
