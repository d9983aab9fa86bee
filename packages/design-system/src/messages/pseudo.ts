import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale, made in the browser from the English catalog when it is asked for: every letter accented and
 * each text a third longer, so a clipped label or a string that is not a message shows at a glance. Placeholders,
 * plural and select keys stay as they are, so the messages work as in English. Lingui 5 pseudolocalizes without
 * lengthening (its `pseudoLocale` takes no options), hence this.
 */

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer a pseudo text is than its English: German and French run about a third longer. */
const LENGTHENING = 0.3;

export function pseudoText(text: string): string {
  const accented = text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
  // Letters only: the plural sign `#` and figures stay as they are.
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  return letters === 0 ? text : `${accented}${'~'.repeat(Math.ceil(letters * LENGTHENING))}`;
}

type Compiled = string | readonly Token[];
type Token = string | readonly [string, string?, (string | null | Readonly<Record<string, Compiled>>)?];

function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, type, format] = token;
    if (format === null || format === undefined || typeof format === 'string') return token;
    // plural, select: each case is a message of its own; `#` and the keys are not text.
    const cases = Object.fromEntries(
      Object.entries(format).map(([key, value]) => [key, pseudoMessage(value)]),
    );
    return [name, type, cases] as const;
  });
}

export function pseudolocalize(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as Compiled)]),
  ) as Messages;
}
