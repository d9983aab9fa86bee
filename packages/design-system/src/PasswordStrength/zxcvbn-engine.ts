import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's feedback texts: `warnings`, `suggestions` and `timeEstimation`, each a table of texts by key. */
export type ZxcvbnTranslations = typeof translations;

/** The same tables with each text replaced by its own key ("warnings.topTen"), which zxcvbn then answers with. */
const keysOf = (tables: ZxcvbnTranslations): ZxcvbnTranslations =>
  Object.fromEntries(
    Object.entries(tables).map(([table, texts]) => [
      table,
      Object.fromEntries(Object.keys(texts).map((key) => [key, `${table}.${key}`])),
    ]),
  ) as ZxcvbnTranslations;

/**
 * zxcvbn-ts with its common and English dictionaries, as one module: password-strength.ts imports it
 * dynamically, so the ~800 KB of word lists come as one download, and only when a new password is typed. Its
 * feedback is keys, which password-strength.ts reads in the reader's language (English's are here).
 */
export const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations: keysOf(translations),
});

export { translations as englishTranslations };
