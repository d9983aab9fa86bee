import { screen } from '@evergreen/design-system/test-utils';
import { renderRemoteAt } from '@evergreen/dev-host/testing';
import { describe, expect, it } from 'vitest';
import routes from './routes';

describe('mf-public routes', () => {
  it.each([
    ['/', 'Preserve the memories of those you love'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/contact', 'Contact Us'],
    ['/help', 'Help Center'],
  ])('serve %s', async (path, heading) => {
    await renderRemoteAt('mf_public', routes, path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('links the landing page to sign-up and to the demo memorial', async () => {
    await renderRemoteAt('mf_public', routes, '/');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'View a demo memorial' })).toHaveAttribute(
      'href',
      '/graves/demo',
    );
  });
});
