import { ARCHIVE_MAX_MEMORIALS, ARCHIVE_TEXT } from '@evergreen/domain/archive';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The archive's texts (domain's ARCHIVE_TEXT, which its parser throws in English) as messages of this remote: in
 * English each reads exactly as its domain text, elsewhere in the reader's language.
 */

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

/** Domain texts that reach the page as plain strings (an ArchiveError's message). */
const pairs = (
  texts: Readonly<Record<string, string>>,
  messages: Readonly<Record<string, MessageDescriptor>>,
): [string, MessageDescriptor][] =>
  Object.entries(messages).map(([key, message]) => [texts[key] ?? key, message]);

const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map(pairs(ARCHIVE_TEXT, ARCHIVE_MESSAGES));

/** A domain text in the reader's language when it is one of ours; anything else (a server's words) as it came. */
export function translateKnown(i18n: I18n, text: string): string {
  const message = KNOWN.get(text);
  return message ? i18n._(message) : text;
}
