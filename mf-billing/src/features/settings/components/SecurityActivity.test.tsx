import { screen, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { beforeEach, describe, expect, it } from 'vitest';
import { ME, MY_EMAIL, myPlan, PRICE_ROWS, renderAt, signInAs } from '../../../testing/support';
import { deviceOf } from '../device';

const backend = useTestBackend();

beforeEach(() => {
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('Recent security activity', () => {
  it('lists the events newest first, with what happened, the device and when', async () => {
    backend.seed('security_events', [
      {
        id: 'e1',
        user_id: ME,
        kind: 'sign_in_failed',
        user_agent: CHROME_ANDROID,
        created_at: '2026-11-20T08:00:00Z',
      },
      {
        id: 'e2',
        user_id: ME,
        kind: 'password_changed',
        user_agent: FIREFOX,
        created_at: '2026-11-21T09:30:00Z',
      },
      {
        id: 'e3',
        user_id: ME,
        kind: 'email_change_requested',
        user_agent: null,
        created_at: '2026-11-22T10:00:00Z',
      },
    ]);
    await renderAt('/dashboard/settings');
    const section = screen.getByRole('region', { name: 'Recent security activity' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^E-mail change requested · Unknown device · Nov 22, 2026 \d\d:\d\d$/),
      expect.stringMatching(/^Password changed · Firefox on Windows · Nov 21, 2026/),
      expect.stringMatching(/^Failed sign-in attempt · Chrome on Android · Nov 20, 2026/),
    ]);
  });

  it('says when there is nothing yet', async () => {
    backend.seed('security_events', []);
    await renderAt('/dashboard/settings');
    const section = screen.getByRole('region', { name: 'Recent security activity' });
    expect(await within(section).findByText('Nothing yet.')).toBeInTheDocument();
  });

  it('names the two-step sign-in events', async () => {
    backend.seed('security_events', [
      { id: 'm1', user_id: ME, kind: 'mfa_enabled', user_agent: FIREFOX, created_at: '2026-11-23T08:00:00Z' },
      {
        id: 'm2',
        user_id: ME,
        kind: 'mfa_code_failed',
        user_agent: null,
        created_at: '2026-11-24T08:00:00Z',
      },
    ]);
    await renderAt('/dashboard/settings');
    const section = screen.getByRole('region', { name: 'Recent security activity' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Wrong two-step code entered · Unknown device/),
      expect.stringMatching(/^Two-step sign-in turned on · Firefox on Windows/),
    ]);
  });
});

describe('deviceOf', () => {
  it('names the browser and the system', () => {
    expect(deviceOf(FIREFOX)).toBe('Firefox on Windows');
    expect(deviceOf(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(deviceOf(null)).toBe('Unknown device');
  });
});
