import { ARCHIVE_MAX_MEMORIALS, ARCHIVE_TEXT } from '@evergreen/domain/archive';
import type { ERRORS, SUCCESS } from '@evergreen/domain/errors';
import type { PlanId } from '@evergreen/domain/plans';
import { TWO_STEP, TWO_STEP_SETTINGS } from '@evergreen/domain/two-step';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The settings page's texts that packages/domain keeps in English (the catalogues other apps and the server share),
 * as messages of this remote: in English each reads exactly as its domain text, elsewhere in the reader's language.
 */

/** The error catalogue's fallbacks (domain's ERRORS) this remote shows. */
export const ERROR_MESSAGES = {
  generic: msg`An error occurred`,
  subscriptionLoad: msg`Failed to load subscription data`,
  profileLoad: msg`Failed to load profile`,
  profileUpdate: msg`Failed to update profile`,
  passwordResetSend: msg`Failed to send password reset email`,
  exportData: msg`Failed to export data`,
  deleteAccount: msg`Failed to delete account. Please contact support.`,
  checkout: msg`Failed to start checkout`,
} as const satisfies Partial<Record<keyof typeof ERRORS, MessageDescriptor>>;

export const SUCCESS_MESSAGES = {
  profileUpdated: msg`Profile updated successfully!`,
  passwordResetSent: msg`Password reset email sent! Check your inbox.`,
  dataExported: msg`Data exported successfully!`,
} as const satisfies Record<keyof typeof SUCCESS, MessageDescriptor>;

const MAX = ARCHIVE_MAX_MEMORIALS;

export const ARCHIVE_MESSAGES = {
  downloaded: msg`Archive downloaded: your data and every photo are in the .zip file.`,
  downloadFailed: msg`Failed to download the archive`,
  importFailed: msg`Failed to import the archive`,
  notZip: msg`This file is not an Evergreen archive: choose the .zip file made by "Download everything (.zip)".`,
  tooLarge: msg`This file is larger than 200 MB, so it cannot be an Evergreen archive.`,
  noExport: msg`This .zip file holds no Evergreen export (evergreen-export-YYYY-MM-DD.json).`,
  notJson: msg`The export in this archive is not valid JSON, so nothing was imported.`,
  empty: msg`The archive holds no memorials.`,
  tooMany: msg`The archive holds more than ${MAX} memorials; import at most ${MAX} at a time.`,
} as const satisfies Record<keyof typeof ARCHIVE_TEXT, MessageDescriptor>;

/** Two-step sign-in's texts (domain's TWO_STEP_SETTINGS, and the few of TWO_STEP the settings show). */
export const TWO_STEP_MESSAGES = {
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
} as const satisfies Record<keyof typeof TWO_STEP_SETTINGS, MessageDescriptor>;

export const TWO_STEP_SIGN_IN_MESSAGES = {
  title: msg`Two-step sign-in`,
  codeLabel: msg`6-digit code`,
  wrongCode: msg`That code is not right. Enter the 6-digit code your app shows now.`,
  expiredCode: msg`That took too long. Enter the code your app shows now.`,
} as const satisfies Partial<Record<keyof typeof TWO_STEP, MessageDescriptor>>;

/** The plans' descriptions and features (domain's PLANS), by plan and by the feature's English name. */
export const PLAN_DESCRIPTIONS: Readonly<Record<PlanId, MessageDescriptor>> = {
  free: msg`Start preserving memories at no cost`,
  personal: msg`For keeping the memory of your loved ones`,
  family: msg`For families preserving their whole history together`,
};

export const PLAN_FEATURE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Public sharing': msg`Public sharing`,
  'Location mapping': msg`Location mapping`,
  'Basic photo storage': msg`Basic photo storage`,
  'Mobile access': msg`Mobile access`,
  'Basic PDF export': msg`Basic PDF export`,
  'Reminder system': msg`Reminder system`,
  'Enhanced photo storage': msg`Enhanced photo storage`,
  'Custom memorial URLs': msg`Custom memorial URLs`,
  'Priority email support': msg`Priority email support`,
  'Ad-free': msg`Ad-free`,
  'Rich PDF export': msg`Rich PDF export`,
  'Priority support': msg`Priority support`,
  'Advanced reminder system': msg`Advanced reminder system`,
  'Premium photo storage': msg`Premium photo storage`,
  'Family tree integration': msg`Family tree integration`,
  'Memorial analytics': msg`Memorial analytics`,
  'Bulk import/export': msg`Bulk import/export`,
};

/** Domain texts that reach the page as plain strings (an ArchiveError's message, a two-step code error). */
const pairs = (
  texts: Readonly<Record<string, string>>,
  messages: Readonly<Record<string, MessageDescriptor>>,
): [string, MessageDescriptor][] =>
  Object.entries(messages).map(([key, message]) => [texts[key] ?? key, message]);

const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  ...pairs(ARCHIVE_TEXT, ARCHIVE_MESSAGES),
  ...pairs(TWO_STEP_SETTINGS, TWO_STEP_MESSAGES),
  ...pairs(TWO_STEP, TWO_STEP_SIGN_IN_MESSAGES),
]);

/** A domain text in the reader's language when it is one of ours; anything else (a server's words) as it came. */
export function translateKnown(i18n: I18n, text: string): string {
  const message = KNOWN.get(text);
  return message ? i18n._(message) : text;
}
