import { PrerenderedContext } from '@evergreen/design-system/prerendered';
import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import { useSessionStore } from '@evergreen/supabase-client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from './AuthPage';
import * as api from './api/auth';

vi.mock('./api/auth', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  sendPasswordReset: vi.fn(),
  updatePassword: vi.fn(),
}));

function renderAuth(path = '/auth') {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/dashboard/*', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.mocked(api.signIn).mockReset();
  vi.mocked(api.signUp).mockReset();
  vi.mocked(api.sendPasswordReset).mockReset();
  useSessionStore.setState({ user: null, loading: false });
});

describe('AuthPage', () => {
  it('prerendered, shows the sign-in form with its fields and buttons disabled', () => {
    render(
      <PrerenderedContext value={true}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/auth', element: <AuthPage /> }], {
            initialEntries: ['/auth'],
          })}
        />
      </PrerenderedContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email Address/)).toBeDisabled();
    expect(screen.getByLabelText(/^Password/)).toBeDisabled();
    for (const name of ['Sign In', 'Forgot password?', "Don't have an account? Sign up"]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('starts in sign-in mode', () => {
    renderAuth();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your memorials')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(
      screen.queryByText("You'll be redirected to your intended page after signing in."),
    ).not.toBeInTheDocument();
  });

  it('switches to create-account mode with its texts and the password hint', async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Start preserving precious memories today')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Already have an account? Sign in' })).toBeInTheDocument();
  });

  it('refuses a blank full name, and switching modes clears the error and the name', async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await userEvent.type(screen.getByLabelText('Full Name'), '   ');
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your full name');
    expect(api.signUp).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('measures the new password while it is typed, and refuses the weakest saying why', async () => {
    vi.mocked(api.signUp).mockResolvedValue();
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password');
    expect(await screen.findByRole('progressbar', { name: 'Strength: Very weak' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
    expect(api.signUp).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'lovelace1815');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too easy to guess/);
    expect(api.signUp).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'lantern orchard pebble');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(api.signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'lantern orchard pebble',
      fullName: 'Ada Lovelace',
    });
  });

  it("shows the server's message in a red box, and the busy text while signing in", async () => {
    let fail: (error: Error) => void = () => undefined;
    vi.mocked(api.signIn).mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderAuth();
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    fail(new Error('Invalid login credentials'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  });

  it('falls back to "An error occurred" without a message', async () => {
    vi.mocked(api.signIn).mockRejectedValue({});
    renderAuth();
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('goes to next after signing in, with the note shown while away from /dashboard', async () => {
    vi.mocked(api.signIn).mockResolvedValue();
    const router = renderAuth('/auth?next=%2Fdashboard%2Freminders%3Ffilter%3Doverdue');
    expect(
      screen.getByText("You'll be redirected to your intended page after signing in."),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/dashboard/reminders?filter=overdue',
    );
  });

  it('never follows next to another site', async () => {
    vi.mocked(api.signIn).mockResolvedValue();
    const router = renderAuth('/auth?next=%2F%2Fevil.example%2Fphish');
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends the reset e-mail and says so', async () => {
    vi.mocked(api.sendPasswordReset).mockResolvedValue();
    renderAuth();
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(api.sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
  });

  it('shows the new-password form when arriving from a reset link', () => {
    useSessionStore.setState({ user: { id: 'u1' } as never, loading: false });
    renderAuth('/auth?reset=true');
    expect(screen.getByText('Please enter your new password below.')).toBeInTheDocument();
    expect(screen.getByLabelText(/New Password/)).toBeInTheDocument();
  });

  it('sends signed-in users to the dashboard', async () => {
    useSessionStore.setState({ user: { id: 'u1' } as never, loading: false });
    renderAuth();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
