import { screen } from '@evergreen/design-system/test-utils';
import { renderRemoteAt } from '@evergreen/dev-host/testing';
import { expect, it } from 'vitest';
import routes from './routes';

it('serves the reminders page at /dashboard/reminders', async () => {
  await renderRemoteAt('mf_reminders', routes, '/dashboard/reminders');
  expect(screen.getByRole('heading', { level: 1, name: 'Reminders' })).toBeInTheDocument();
});
