import { render, screen, within } from '@evergreen/design-system/test-utils';
import { signInAs } from '@evergreen/dev-host/testing';
import { useSessionStore } from '@evergreen/supabase-client';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicNav } from './PublicNav';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicNav />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('PublicNav', () => {
  beforeEach(() => signInAs(null));

  it('offers search, Help, Contact, Sign in and Get Started to a signed-out visitor', () => {
    const nav = renderAt('/');
    expect(linkNames(nav)).toEqual(['Find a memorial', 'Help', 'Contact', 'Sign in', 'Get Started']);
    expect(within(nav).getByRole('link', { name: 'Find a memorial' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
  });

  it('has only "Sign In" on a public memorial, bringing the visitor back to it', () => {
    const nav = renderAt('/graves/demo?photo=1');
    expect(linkNames(nav)).toEqual(['Sign In']);
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fgraves%2Fdemo%3Fphoto%3D1',
    );
  });

  it.each(['/', '/help', '/graves/demo'])(
    'shows Dashboard instead of signing in on %s when signed in',
    (path) => {
      signInAs('user-1');
      const nav = renderAt(path);
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(within(nav).queryByRole('link', { name: /Sign in|Get Started/i })).not.toBeInTheDocument();
    },
  );

  it('offers neither while the session is still being read', () => {
    useSessionStore.setState({ user: null, loading: true });
    const nav = renderAt('/');
    expect(linkNames(nav)).toEqual(['Find a memorial', 'Help', 'Contact']);
  });
});
