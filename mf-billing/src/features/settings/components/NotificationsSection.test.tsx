import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { beforeEach, describe, expect, it } from 'vitest';
import { ME, MY_EMAIL, myPlan, PRICE_ROWS, renderAt, signInAs } from '../../../testing/support';

const backend = useTestBackend();

beforeEach(() => {
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Me', email: MY_EMAIL, locale: 'en' }]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
});

describe('Notifications', () => {
  it('starts at "At once" and saves a daily digest, and the editors’ opt-in, for the signed-in person', async () => {
    backend.seed('notification_preferences', []);
    await renderAt('/dashboard/settings');
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByRole('radio', { name: 'At once' })).toBeChecked();

    await userEvent.click(within(section).getByRole('radio', { name: 'Daily digest' }));
    await waitFor(() =>
      expect(backend.rows('notification_preferences').at(-1)).toMatchObject({
        user_id: ME,
        memory_emails: 'daily',
        editor_memory_emails: false,
      }),
    );
    expect(within(section).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Also for memorials I help edit' }));
    await waitFor(() =>
      expect(backend.rows('notification_preferences').at(-1)).toMatchObject({
        memory_emails: 'daily',
        editor_memory_emails: true,
      }),
    );
  });

  it('shows the saved choice, and says so when a change could not be saved', async () => {
    backend.seed('notification_preferences', [
      { user_id: ME, memory_emails: 'off', editor_memory_emails: false },
    ]);
    await renderAt('/dashboard/settings');
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByRole('radio', { name: 'Never' })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Also for memorials I help edit' })).toBeDisabled();
    backend.fail('notification_preferences');
    await userEvent.click(within(section).getByRole('radio', { name: 'At once' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain(
      'Failed to save your notification settings',
    );
    expect(within(section).getByRole('radio', { name: 'Never' })).toBeChecked();
  });
});
