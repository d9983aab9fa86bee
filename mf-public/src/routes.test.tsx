import { screen, waitFor } from '@evergreen/design-system/test-utils';
import { renderRemoteAt } from '@evergreen/dev-host/testing';
import { describe, expect, it } from 'vitest';
import routes from './routes';

function metaDescription(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe('mf-public routes', () => {
  it.each([
    [
      '/',
      'Preserve the memories of those you love',
      'Evergreen Memorials: online memorials for the people you love',
      'Create a lasting online memorial',
    ],
    ['/terms', 'Terms of Service', 'Terms of Service | Evergreen Memorials', 'The terms for using'],
    [
      '/privacy',
      'Privacy Policy',
      'Privacy Policy | Evergreen Memorials',
      'What Evergreen Memorials collects',
    ],
    ['/help', 'Help Center', 'Help Center | Evergreen Memorials', 'Answers about creating memorials'],
  ])('serve %s with its own title and description', async (path, heading, title, description) => {
    await renderRemoteAt('mf_public', routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // Effects of a page that suspended (its own chunk) may run just after it appears.
    await waitFor(() => expect(document.title).toBe(title));
    expect(metaDescription()).toMatch(new RegExp(`^${description}`));
  });

  it('serves /contact with the contact form, its title and description', async () => {
    await renderRemoteAt('mf_public', routes, '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact Us | Evergreen Memorials'));
    expect(metaDescription()).toMatch(/^Questions about a memorial/);
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
