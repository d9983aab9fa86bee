import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A page's document title and meta description, read in the active locale each time they are read: the page reads
 * them as it renders, and the prerender (which spreads them into each locale's first HTML) once it has activated
 * that locale. Never translated at import time.
 */
export function pageMeta(title: MessageDescriptor, description: MessageDescriptor) {
  return {
    get title() {
      return i18n._(title);
    },
    get description() {
      return i18n._(description);
    },
  };
}
