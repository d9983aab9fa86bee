import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Two-step sign-in (issue 27): the texts the sign-in step and Settings → Security show, as messages (read with
 * `i18n._`), and how a failed code reads. The auth server answers GoTrue's codes (`mfa_verification_failed`...),
 * whose messages are not for people.
 */

export const TWO_STEP = {
  title: msg`Two-step sign-in`,
  signInPrompt: msg`Enter the 6-digit code from your authenticator app.`,
  codeLabel: msg`6-digit code`,
  verify: msg`Verify`,
  verifying: msg`Verifying...`,
  useRecoveryCode: msg`Use a recovery code instead`,
  useAppCode: msg`Use a code from the app instead`,
  recoveryPrompt: msg`Enter one of the recovery codes you saved when you set up two-step sign-in.`,
  recoveryLabel: msg`Recovery code`,
  recoveryNotice: msg`Two-step sign-in is now off, because you used a recovery code. Set it up again in Settings.`,
  wrongCode: msg`That code is not right. Enter the 6-digit code your app shows now.`,
  expiredCode: msg`That took too long. Enter the code your app shows now.`,
  wrongRecoveryCode: msg`That recovery code is not right, or it has already been used.`,
  continue: msg`Continue`,
  signOut: msg`Sign out`,
} as const satisfies Record<string, MessageDescriptor>;

export const TWO_STEP_SETTINGS = {
  off: msg`Ask for a code from an authenticator app on your phone each time you sign in, as well as your password.`,
  on: msg`On. Each sign-in asks for a code from your authenticator app.`,
  setUp: msg`Set up authenticator app`,
  scan: msg`Scan this QR code with your authenticator app, or type the key into it.`,
  qrAlt: msg`QR code for your authenticator app`,
  key: msg`Key`,
  copyKey: msg`Copy key`,
  confirmPrompt: msg`Then enter the 6-digit code the app shows.`,
  turnOn: msg`Turn on`,
  cancel: msg`Cancel`,
  recoveryTitle: msg`Recovery codes`,
  recoveryText: msg`Keep these codes somewhere safe. If you lose your phone, each one lets you sign in once, and turns two-step sign-in off. They are shown only now.`,
  copyCodes: msg`Copy codes`,
  copied: msg`Copied`,
  done: msg`Done`,
  turnOff: msg`Turn off`,
  turnOffPrompt: msg`Enter the 6-digit code from your authenticator app to turn two-step sign-in off.`,
  turnOffConfirm: msg`Turn off two-step sign-in`,
  turnedOn: msg`Two-step sign-in is on.`,
  turnedOff: msg`Two-step sign-in is off.`,
  loadError: msg`Could not load your two-step sign-in settings.`,
  failed: msg`Something went wrong. Please try again.`,
} as const satisfies Record<string, MessageDescriptor>;

/** What a failed code says to the person who typed it. */
export function codeErrorText(error: unknown): MessageDescriptor {
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
