import { i18n as activeI18n, type I18n } from '@lingui/core';
import MiniSearch from 'minisearch';
import { type FaqItem, faqText } from './content/faq';

export interface FaqMatch {
  item: FaqItem;
  /** The words of the item that matched the query, to highlight (e.g. "photos" for the query "fotos"). */
  terms: string[];
}

export interface FaqSearch {
  /** Items best first; an empty or blank query answers no match (the caller shows every item). */
  search(query: string): FaqMatch[];
}

/** What the index holds of an item: its words in one language. */
interface IndexedItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Typo-tolerant search over questions and answers: each query word matches words one edit away (two for words
 * of six letters or more: "phtoos" finds "photos", "delet acount" finds "delete account"), and the last word also as a
 * prefix, so results follow the typing. A question weighs more than an answer. It searches the words the reader
 * reads: the items in the language of `i18n` (the active locale's unless given).
 */
export function createFaqSearch(items: readonly FaqItem[], i18n: I18n = activeI18n): FaqSearch {
  const index = new MiniSearch<IndexedItem>({
    fields: ['question', 'answer'],
    storeFields: [],
    searchOptions: {
      boost: { question: 2 },
      // A whole number is a maximum edit distance: one typo in a short word, two in a long one.
      fuzzy: (term) => (term.length <= 3 ? false : term.length <= 5 ? 1 : 2),
      prefix: (term, position, terms) => position === terms.length - 1 && term.length >= 2,
      combineWith: 'AND',
    },
  });
  index.addAll(
    items.map((item) => ({
      id: item.id,
      question: faqText(item.question, i18n),
      answer: faqText(item.answer, i18n),
    })),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    search(query) {
      if (query.trim() === '') return [];
      return index.search(query).flatMap((result) => {
        const item = byId.get(String(result.id));
        return item ? [{ item, terms: result.terms }] : [];
      });
    },
  };
}
