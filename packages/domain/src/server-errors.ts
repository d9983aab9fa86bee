import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MessageError, messageOf } from './errors';
import { SOURCE_LOCALE } from './locale';

/**
 * The database's own errors that people meet (plan limits, features of another plan), known by their SQLSTATE and
 * hint (backend supabase/schemas/*.sql), never by their English message: in English the page shows the database's
 * words, which name the plan and its limit; in another language, these.
 */
const SERVER_ERRORS: readonly { code: string; hint: string; message: MessageDescriptor }[] = [
  {
    code: 'P0001',
    hint: 'Upgrade your plan to create more memorials.',
    message: msg`You've reached your plan's memorial limit. Upgrade your plan to create more memorials.`,
  },
  {
    code: 'P0001',
    hint: 'Upgrade your plan to add more collaborators.',
    message: msg`You've reached your plan's collaborator limit. Upgrade your plan to add more collaborators.`,
  },
  {
    code: 'P0001',
    hint: 'Upgrade your plan to add more photos.',
    message: msg`You've reached your plan's photo limit for this memorial. Upgrade your plan to add more photos.`,
  },
  {
    code: 'P0001',
    hint: 'Upgrade your plan, or delete newer memorials, to edit it again.',
    message: msg`This memorial is read-only because it is over your plan's limit. Upgrade your plan, or delete newer memorials, to edit it again.`,
  },
  {
    code: 'P0001',
    hint: 'Upgrade your plan to choose an address.',
    message: msg`Custom memorial URLs come with the Personal and Family plans. Upgrade your plan to choose an address.`,
  },
  {
    code: 'P0001',
    hint: 'Upgrade to the Family plan to be reminded days before a date.',
    message: msg`Reminders ahead of the date need the Family plan of the memorial's owner.`,
  },
  {
    code: 'P0001',
    hint: "The memorial's owner can upgrade to the Family plan.",
    message: msg`Following reminders needs the Family plan of the memorial's owner.`,
  },
];

/** The message of a known database error, or undefined for any other error. */
export function serverErrorMessage(error: unknown): MessageDescriptor | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, hint } = error as { code?: unknown; hint?: unknown };
  return SERVER_ERRORS.find((known) => known.code === code && known.hint === hint)?.message;
}

/**
 * What a failure says to the reader: our own (MessageError) or a known database error in their language, else the
 * backend's message when it gave one (messageOf), else the catalogue's fallback in their language.
 */
export function errorText(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof MessageError) return i18n._(error.text);
  const known = serverErrorMessage(error);
  if (known && i18n.locale !== SOURCE_LOCALE) return i18n._(known);
  return messageOf(error, i18n._(fallback));
}
