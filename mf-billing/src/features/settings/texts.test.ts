import { ARCHIVE_TEXT } from '@evergreen/domain/archive';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES, translateKnown } from './texts';

// In English every message reads exactly as the domain text it stands for (tests render English).
const english = (messages: Record<string, MessageDescriptor>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, i18n._(message)]));
const subset = (texts: Record<string, string>, messages: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(messages).map((key) => [key, texts[key]]));

describe('settings texts', () => {
  it('read in English as domain ARCHIVE_TEXT does', () => {
    expect(english(ARCHIVE_MESSAGES)).toEqual(subset(ARCHIVE_TEXT, ARCHIVE_MESSAGES));
  });

  it("translates the domain's own texts and leaves a server's words as they came", () => {
    expect(translateKnown(i18n, ARCHIVE_TEXT.notZip)).toBe(ARCHIVE_TEXT.notZip);
    i18n.load('de', { [ARCHIVE_MESSAGES.notZip.id]: 'Keine Archivdatei' });
    i18n.activate('de');
    try {
      expect(translateKnown(i18n, ARCHIVE_TEXT.notZip)).toBe('Keine Archivdatei');
      expect(translateKnown(i18n, 'Memorial 2 in the archive has an invalid value')).toBe(
        'Memorial 2 in the archive has an invalid value',
      );
    } finally {
      i18n.activate('en');
    }
  });
});
