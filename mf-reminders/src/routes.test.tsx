import { screen } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { beforeEach, expect, it } from 'vitest';
import { ME, renderAt, serveReminderTables, signInAs } from './testing/support';

const backend = useTestBackend();

beforeEach(() => {
  signInAs(ME);
  serveReminderTables(backend, []);
});

it('serves the reminders page at /dashboard/reminders', async () => {
  await renderAt('/dashboard/reminders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Reminders' })).toBeInTheDocument();
});

it('answers other paths under its mount with the not-found page', async () => {
  await renderAt('/dashboard/reminders/nothing-here');
  expect(screen.queryByRole('heading', { level: 1, name: 'Reminders' })).not.toBeInTheDocument();
});
