import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import { TWO_STEP } from '@evergreen/domain/two-step';
import { useSessionStore } from '@evergreen/supabase-client';
import { i18n } from '@lingui/core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from './AuthPage';
import * as api from './api/two-step';
import { RequireAuth } from './RequireAuth';

vi.mock('./api/two-step', () => ({
  verifySignInCode: vi.fn(),
  redeemRecoveryCode: vi.fn(),
  continueSignedIn: vi.fn(),
}));

const USER = { id: 'u1', email: 'me@example.com', user_metadata: {} } as never;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      {
        path: '/dashboard/*',
        element: (
          <RequireAuth>
            <h1>Dashboard page</h1>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const codeField = () => screen.getByLabelText(new RegExp(`^${i18n._(TWO_STEP.codeLabel)}`));

beforeEach(() => {
  vi.mocked(api.verifySignInCode).mockReset();
  vi.mocked(api.redeemRecoveryCode).mockReset();
  vi.mocked(api.continueSignedIn).mockReset();
  useSessionStore.setState({ user: USER, loading: false, codeNeeded: true });
});

describe('the code step of sign-in', () => {
  it('keeps the app closed until the code is entered', () => {
    const router = renderAt('/dashboard/reminders');
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/dashboard/reminders')}`);
    expect(screen.getByRole('heading', { level: 1, name: i18n._(TWO_STEP.title) })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it('sends the code as typed without spaces, then lets the user in', async () => {
    vi.mocked(api.verifySignInCode).mockImplementation(async () => {
      useSessionStore.setState({ codeNeeded: false });
    });
    renderAt('/auth?next=%2Fdashboard%2Freminders');
    await userEvent.type(codeField(), '123 456');
    await userEvent.click(screen.getByRole('button', { name: i18n._(TWO_STEP.verify) }));
    expect(api.verifySignInCode).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('says clearly when the code is wrong, and stays', async () => {
    vi.mocked(api.verifySignInCode).mockRejectedValue({
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    renderAt('/auth');
    await userEvent.type(codeField(), '000000');
    await userEvent.click(screen.getByRole('button', { name: i18n._(TWO_STEP.verify) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(TWO_STEP.wrongCode));
    expect(screen.getByRole('heading', { level: 1, name: i18n._(TWO_STEP.title) })).toBeInTheDocument();
  });

  it('takes a recovery code instead, says two-step sign-in is now off, then goes on', async () => {
    vi.mocked(api.redeemRecoveryCode).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderAt('/auth');
    await userEvent.click(screen.getByRole('button', { name: i18n._(TWO_STEP.useRecoveryCode) }));
    const field = screen.getByLabelText(new RegExp(`^${i18n._(TWO_STEP.recoveryLabel)}`));
    await userEvent.type(field, 'aaaa-bbbb-cccc');
    await userEvent.click(screen.getByRole('button', { name: i18n._(TWO_STEP.verify) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(TWO_STEP.wrongRecoveryCode));
    await userEvent.clear(field);
    await userEvent.type(field, '1a2b-3c4d-5e6f');
    await userEvent.click(screen.getByRole('button', { name: i18n._(TWO_STEP.verify) }));
    expect(api.redeemRecoveryCode).toHaveBeenLastCalledWith('1a2b-3c4d-5e6f');
    expect(await screen.findByText(i18n._(TWO_STEP.recoveryNotice))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: i18n._(TWO_STEP.continue) }));
    expect(api.continueSignedIn).toHaveBeenCalled();
  });
});
