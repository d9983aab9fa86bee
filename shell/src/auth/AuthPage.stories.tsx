import { type StoryAnswers, withScreen } from '@evergreen/dev-host/stories';
import { signInPathFor } from '@evergreen/domain/auth';
import { ERRORS, SUCCESS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { TWO_STEP } from '@evergreen/domain/two-step';
import { i18n } from '@lingui/core';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AuthPage } from './AuthPage';

const USER_ID = '0a000000-0000-4000-8000-000000000001';
const EMAIL = 'margaret.whitfield@example.com';

/** An auth error as our backend and Supabase's Auth send it. */
const refused = (status: number, code: string, message: string) => ({ status, body: { code, message } });

/** /auth at `path`, for a visitor (or the user the reset e-mail's link signed in), the backend answering `answers`. */
function authAt(
  path: string,
  {
    userId = null,
    answers,
    codeNeeded = false,
  }: { userId?: string | null; answers?: StoryAnswers; codeNeeded?: boolean } = {},
) {
  return withScreen({ pattern: paths.auth, path, userId, answers, codeNeeded });
}

/** Fills the form and sends it, as a person would. */
async function submit(canvasElement: HTMLElement, button: string, fields: Record<string, string>) {
  const screen = within(canvasElement);
  for (const [label, value] of Object.entries(fields)) {
    // The label's start: a required field's label ends with Mantine's asterisk.
    await userEvent.type(await screen.findByLabelText(new RegExp(`^${label}`)), value);
  }
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen;
}

async function switchToSignUp(canvasElement: HTMLElement) {
  const screen = within(canvasElement);
  await userEvent.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
  await expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
}

/** /auth: sign in, create an account, or (from a reset e-mail) choose a new password. */
const meta = {
  title: 'Screens/Shell/Sign in, sign up, new password',
  component: AuthPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  decorators: [authAt(paths.auth)],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(screen.getByText('Sign in to access your memorials')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** Sent from a dashboard page while signed out: they come back to it after signing in. */
export const SignInToContinue: Story = {
  decorators: [authAt(signInPathFor(paths.reminders))],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("You'll be redirected to your intended page after signing in."),
    ).toBeVisible();
  },
};

/** A wrong password: the server's message in a red box, the e-mail kept. */
export const WrongPassword: Story = {
  decorators: [
    authAt(paths.auth, {
      answers: { 'POST /auth/v1/token': refused(400, 'invalid_credentials', 'Invalid login credentials') },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = await submit(canvasElement, 'Sign In', {
      'Email Address': EMAIL,
      Password: 'not-my-password',
    });
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    await expect(screen.getByLabelText(/^Email Address/)).toHaveValue(EMAIL);
  },
};

/** "Forgot password?" with an e-mail typed: the link is on its way. */
export const ResetLinkSent: Story = {
  decorators: [authAt(paths.auth, { answers: { 'POST /auth/v1/recover': { body: {} } } })],
  play: async ({ canvasElement }) => {
    const screen = await submit(canvasElement, 'Forgot password?', { 'Email Address': EMAIL });
    await expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(SUCCESS.passwordResetSent));
  },
};

/** "Forgot password?" before typing an e-mail: the field says what it needs. */
export const ResetWithoutEmail: Story = {
  decorators: [authAt(paths.auth)],
  play: async ({ canvasElement }) => {
    const screen = await submit(canvasElement, 'Forgot password?', {});
    await expect(await screen.findByText('Enter your email address to receive a reset link')).toBeVisible();
  },
};

/** The reset e-mail could not be sent: the server's reason. */
export const ResetLinkNotSent: Story = {
  decorators: [
    authAt(paths.auth, {
      answers: {
        'POST /auth/v1/recover': refused(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = await submit(canvasElement, 'Forgot password?', { 'Email Address': EMAIL });
    await expect(await screen.findByRole('alert')).toHaveTextContent('Email rate limit exceeded');
  },
};

/** Create-account mode, reached by its link under the form. */
export const SignUp: Story = {
  decorators: [authAt(paths.auth)],
  play: async ({ canvasElement }) => {
    await switchToSignUp(canvasElement);
    const screen = within(canvasElement);
    await expect(screen.getByText('Start preserving precious memories today')).toBeVisible();
    await expect(screen.getByText('Password must be at least 6 characters long')).toBeVisible();
  },
};

/** An account without a name is not sent. */
export const SignUpWithoutName: Story = {
  decorators: [authAt(paths.auth)],
  play: async ({ canvasElement }) => {
    await switchToSignUp(canvasElement);
    const screen = await submit(canvasElement, 'Create Account', {
      'Email Address': EMAIL,
      Password: 'roses-1931',
    });
    await expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(ERRORS.fullNameRequired));
  },
};

/** An e-mail that already has an account: the server's message. */
export const SignUpRefused: Story = {
  decorators: [
    authAt(paths.auth, {
      answers: { 'POST /auth/v1/signup': refused(422, 'user_already_exists', 'User already registered') },
    }),
  ],
  play: async ({ canvasElement }) => {
    await switchToSignUp(canvasElement);
    const screen = await submit(canvasElement, 'Create Account', {
      'Full Name': 'Margaret Whitfield',
      'Email Address': EMAIL,
      Password: 'roses-1931',
    });
    await expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
  },
};

/** From the reset e-mail's link, which signed the user in for recovery: the new password. */
export const NewPassword: Story = {
  decorators: [authAt(`${paths.auth}?reset=true`, { userId: USER_ID })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Please enter your new password below.')).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  },
};

/** A new password that is too short is not sent. */
export const NewPasswordTooShort: Story = {
  decorators: [authAt(`${paths.auth}?reset=true`, { userId: USER_ID })],
  play: async ({ canvasElement }) => {
    const screen = await submit(canvasElement, 'Update Password', { 'New Password': 'rose' });
    // The field's description says it too: the second one is the field's error.
    await expect(await screen.findAllByText('Password must be at least 6 characters long')).toHaveLength(2);
  },
};

/** The link's session is gone (it expired, or was opened in another browser): the client's own message. */
export const NewPasswordRefused: Story = {
  decorators: [authAt(`${paths.auth}?reset=true`, { userId: USER_ID })],
  play: async ({ canvasElement }) => {
    const screen = await submit(canvasElement, 'Update Password', { 'New Password': 'roses-and-lilies' });
    await expect(await screen.findByText('Auth session missing!')).toBeVisible();
  },
};

/** Two-step sign-in is on: after the password, the 6-digit code from the authenticator app. */
export const TwoStepCode: Story = {
  decorators: [authAt(paths.auth, { userId: USER_ID, codeNeeded: true })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: i18n._(TWO_STEP.title) }),
    ).toBeVisible();
    await expect(screen.getByText(i18n._(TWO_STEP.signInPrompt))).toBeVisible();
    await expect(screen.getByLabelText(new RegExp(`^${i18n._(TWO_STEP.codeLabel)}`))).toBeVisible();
    await expect(screen.getByRole('button', { name: i18n._(TWO_STEP.useRecoveryCode) })).toBeEnabled();
  },
};

/** A recovery code that is not one of the user's unused ones: said plainly, the field kept. */
export const TwoStepRecoveryCodeRefused: Story = {
  decorators: [
    authAt(paths.auth, {
      userId: USER_ID,
      codeNeeded: true,
      answers: { 'POST /rest/v1/rpc/use_mfa_recovery_code': { body: false } },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: i18n._(TWO_STEP.useRecoveryCode) }));
    await submit(canvasElement, i18n._(TWO_STEP.verify), {
      [i18n._(TWO_STEP.recoveryLabel)]: '0000-0000-0000',
    });
    await expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(TWO_STEP.wrongRecoveryCode));
  },
};

/** A recovery code accepted: two-step sign-in is off now, and the page says so before going on. */
export const TwoStepRecoveryCodeAccepted: Story = {
  decorators: [
    authAt(paths.auth, {
      userId: USER_ID,
      codeNeeded: true,
      answers: { 'POST /rest/v1/rpc/use_mfa_recovery_code': { body: true } },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: i18n._(TWO_STEP.useRecoveryCode) }));
    await submit(canvasElement, i18n._(TWO_STEP.verify), {
      [i18n._(TWO_STEP.recoveryLabel)]: '1a2b-3c4d-5e6f',
    });
    await expect(await screen.findByText(i18n._(TWO_STEP.recoveryNotice))).toBeVisible();
    await expect(screen.getByRole('button', { name: i18n._(TWO_STEP.continue) })).toBeEnabled();
  },
};
