import { screen } from '@evergreen/design-system/test-utils';
import { beforeEach, expect, it, vi } from 'vitest';
import * as settingsApi from './features/reminders/api/get-reminder-settings';
import * as remindersApi from './features/reminders/api/get-reminders';
import { ME, renderAt, signInAs } from './testing/support';

vi.mock('./features/reminders/api/get-reminders', { spy: true });
vi.mock('./features/reminders/api/get-reminder-settings', { spy: true });

beforeEach(() => {
  signInAs(ME);
  vi.mocked(remindersApi.getReminders).mockResolvedValue([]);
  vi.mocked(settingsApi.getReminderSettings).mockResolvedValue({ timeZone: 'UTC', emailReminders: true });
});

it('serves the reminders page at /dashboard/reminders', async () => {
  await renderAt('/dashboard/reminders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Reminders' })).toBeInTheDocument();
});

it('answers other paths under its mount with the not-found page', async () => {
  await renderAt('/dashboard/reminders/nothing-here');
  expect(screen.queryByRole('heading', { level: 1, name: 'Reminders' })).not.toBeInTheDocument();
});
