/**
 * Two-step sign-in (issue 27): the texts the sign-in step and Settings → Security show, and how a failed code
 * reads. The auth server answers GoTrue's codes (`mfa_verification_failed`...), whose messages are not for people.
 */

export const TWO_STEP = {
  title: 'Two-step sign-in',
  signInPrompt: 'Enter the 6-digit code from your authenticator app.',
  codeLabel: '6-digit code',
  verify: 'Verify',
  verifying: 'Verifying...',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from the app instead',
  recoveryPrompt: 'Enter one of the recovery codes you saved when you set up two-step sign-in.',
  recoveryLabel: 'Recovery code',
  recoveryNotice:
    'Two-step sign-in is now off, because you used a recovery code. Set it up again in Settings.',
  wrongCode: 'That code is not right. Enter the 6-digit code your app shows now.',
  expiredCode: 'That took too long. Enter the code your app shows now.',
  wrongRecoveryCode: 'That recovery code is not right, or it has already been used.',
  continue: 'Continue',
  signOut: 'Sign out',
} as const;

export const TWO_STEP_SETTINGS = {
  off: 'Ask for a code from an authenticator app on your phone each time you sign in, as well as your password.',
  on: 'On. Each sign-in asks for a code from your authenticator app.',
  setUp: 'Set up authenticator app',
  scan: 'Scan this QR code with your authenticator app, or type the key into it.',
  qrAlt: 'QR code for your authenticator app',
  key: 'Key',
  copyKey: 'Copy key',
  confirmPrompt: 'Then enter the 6-digit code the app shows.',
  turnOn: 'Turn on',
  cancel: 'Cancel',
  recoveryTitle: 'Recovery codes',
  recoveryText:
    'Keep these codes somewhere safe. If you lose your phone, each one lets you sign in once, and turns two-step sign-in off. They are shown only now.',
  copyCodes: 'Copy codes',
  copied: 'Copied',
  done: 'Done',
  turnOff: 'Turn off',
  turnOffPrompt: 'Enter the 6-digit code from your authenticator app to turn two-step sign-in off.',
  turnOffConfirm: 'Turn off two-step sign-in',
  turnedOn: 'Two-step sign-in is on.',
  turnedOff: 'Two-step sign-in is off.',
  loadError: 'Could not load your two-step sign-in settings.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** What a failed code says to the person who typed it. */
export function codeErrorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'mfa_challenge_expired') return TWO_STEP.expiredCode;
  if (
    code === 'mfa_verification_failed' ||
    code === 'mfa_ip_address_mismatch' ||
    code === 'validation_failed'
  )
    return TWO_STEP.wrongCode;
  return TWO_STEP_SETTINGS.failed;
}

/** A code as people type it: spaces and dashes removed. */
export const cleanCode = (code: string) => code.replace(/[\s-]/g, '');
