import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The error catalogue of spec section 8, as messages (read with `i18n._` in the reader's language; English is the
 * spec's text). Rule: show the backend's message when there is one, otherwise the fallback here (server-errors.ts
 * puts the database's known errors in the reader's language).
 */
export const ERRORS = {
  generic: msg`An error occurred`,
  fullNameRequired: msg`Please enter your full name`,
  subscriptionLoad: msg`Failed to load subscription data`,
  memorialsLoad: msg`Failed to load graves`,
  memorialCreate: msg`Failed to create grave`,
  graveImageUpload: msg`Failed to upload grave image`,
  personImageUpload: msg`Failed to upload person image`,
  shareProfileSearch: msg`Error searching for user profile`,
  shareNoSuchUser: msg`No user found with this email address. They need to create an account first.`,
  shareDuplicate: msg`This user already has access to this grave.`,
  share: msg`Failed to share grave`,
  managersLoad: msg`Failed to load managers`,
  managerRemove: msg`Failed to remove manager`,
  copyLink: msg`Failed to copy link`,
  memoriesLoad: msg`Failed to load memories`,
  memorySave: msg`Failed to save memory`,
  memoryDelete: msg`Failed to delete memory`,
  reminderCreate: msg`Failed to create reminder`,
  reminderDelete: msg`Failed to delete reminder`,
  reminderUpdate: msg`Failed to update reminder`,
  remindersLoad: msg`Failed to load reminders`,
  detailsLoad: msg`Failed to load data`,
  graveNotFound: msg`Grave not found`,
  graveLoad: msg`Failed to load grave`,
  graveUpdate: msg`Failed to update grave`,
  profileLoad: msg`Failed to load profile`,
  profileUpdate: msg`Failed to update profile`,
  passwordResetSend: msg`Failed to send password reset email`,
  exportData: msg`Failed to export data`,
  keepsakeCreate: msg`Failed to create the PDF`,
  visitsLoad: msg`Failed to load visits`,
  deleteAccount: msg`Failed to delete account. Please contact support.`,
  checkout: msg`Failed to start checkout`,
  geolocationFailed: msg`Could not get your current location. Please ensure location access is enabled.`,
  geolocationUnsupported: msg`Geolocation is not supported by this browser.`,
} as const satisfies Record<string, MessageDescriptor>;

export const SUCCESS = {
  profileUpdated: msg`Profile updated successfully!`,
  passwordResetSent: msg`Password reset email sent! Check your inbox.`,
  dataExported: msg`Data exported successfully!`,
} as const satisfies Record<string, MessageDescriptor>;

/** A failure in our own words: one of the messages, read in the reader's language where it is shown (errorText). */
export class MessageError extends Error {
  constructor(readonly text: MessageDescriptor) {
    super(text.message ?? text.id);
  }
}

/** The backend's own message when it gave one (Error, PostgREST or auth error objects), else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
