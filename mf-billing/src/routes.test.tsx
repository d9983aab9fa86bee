import { screen } from '@evergreen/design-system/test-utils';
import { renderRemoteAt } from '@evergreen/dev-host/testing';
import { expect, it } from 'vitest';
import routes from './routes';

it('serves the settings page at /dashboard/settings', async () => {
  await renderRemoteAt('mf_billing', routes, '/dashboard/settings');
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
});
