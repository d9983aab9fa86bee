import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../locales/de.po';
import { FAQ } from './content/faq';
import { createFaqSearch } from './faq-search';

// The reader searches the words they read: a German reader's index holds the German questions and answers.
const german = setupI18n({ locale: 'de', messages: { de: messages } });
const search = createFaqSearch(FAQ, german);
const ids = (query: string) => search.search(query).map((match) => match.item.id);

describe('FAQ search in German', () => {
  it('finds answers by their German words, misspelled too', () => {
    expect(ids('Grabstein')).toEqual(['qr-code']);
    expect(ids('Fotso')).toContain('add-photos');
    expect(ids('Konto löschen')[0]).toBe('delete-account');
  });

  it('highlights the German words that matched', () => {
    expect(search.search('Grabstein')[0]?.terms).toContain('grabstein');
  });

  it('no longer finds the English words', () => {
    expect(ids('headstone')).toEqual([]);
  });
});
