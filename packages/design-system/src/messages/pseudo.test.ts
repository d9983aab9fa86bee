import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pseudolocalize, pseudoText } from './pseudo';

describe('the pseudo-locale', () => {
  it('accents every letter and makes a text a third longer', () => {
    const text = pseudoText('Add Memorial');
    expect(text.startsWith('Áðð Ṁéɱóŕíáĺ')).toBe(true);
    // 11 letters: 4 more characters, 30 % rounded up.
    expect(text).toHaveLength('Add Memorial'.length + 4);
  });

  it('keeps placeholders, plural keys and the plural sign as they are', () => {
    const messages = {
      a: ['Waiting for ', ['email'], '.'],
      b: [['count', 'plural', { one: ['#', ' memory'], other: ['#', ' memories'] }]],
    } as unknown as Messages;
    const pseudo = pseudolocalize(messages) as unknown as Record<string, unknown[]>;
    expect(pseudo.a?.[1]).toEqual(['email']);
    const [name, type, cases] = (pseudo.b ?? [])[0] as [string, string, Record<string, string[]>];
    expect([name, type, Object.keys(cases)]).toEqual(['count', 'plural', ['one', 'other']]);
    expect(cases.one?.[0]).toBe('#');
    expect(cases.one?.[1]?.startsWith(' ɱéɱóŕý')).toBe(true);
  });
});
