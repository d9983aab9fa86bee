import { describe, expect, it } from 'vitest';
import { FAQ } from './content/faq';
import { createFaqSearch } from './faq-search';

const search = createFaqSearch(FAQ);
const ids = (query: string) => search.search(query).map((match) => match.item.id);

describe('FAQ search', () => {
  it('finds a question by a misspelled word', () => {
    expect(ids('phtoos')[0]).toBe('add-photos');
    expect(ids('delet my acount')[0]).toBe('delete-account');
  });

  it('searches the answers too', () => {
    expect(ids('headstone plaque')).toEqual(['qr-code']);
    expect(ids('Lifetime')).toEqual(['plans']);
  });

  it('follows the typing: the last word also matches as a prefix', () => {
    expect(ids('remind')).toContain('reminders');
  });

  it('answers the words of the item that matched, to highlight them', () => {
    const [first] = search.search('phtoos');
    expect(first?.terms).toContain('photos');
  });

  it('answers nothing for a blank query or an unknown word', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('xylophone')).toEqual([]);
  });
});
