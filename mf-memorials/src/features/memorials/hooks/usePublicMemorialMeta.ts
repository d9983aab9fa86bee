import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { formatDate } from '@evergreen/domain/dates';
import { useEffect } from 'react';
import type { Memorial } from '../api/get-memorials';

const SITE_NAME = 'Evergreen Memorials';

/** What a search result shows under the name: the dates and the epitaph, as the link preview does. */
export function memorialDescription(memorial: Memorial): string {
  const born = formatDate(memorial.birth_date);
  const died = formatDate(memorial.death_date);
  const dates = born && died ? `${born} - ${died}` : born ? `Born ${born}` : died ? `Died ${died}` : '';
  const epitaph = memorial.epitaph?.trim() ? `“${memorial.epitaph.trim()}”` : '';
  return [dates, epitaph].filter(Boolean).join(' · ') || `In memory of ${memorial.full_name}.`;
}

/** `<meta name="robots" content="noindex">` while the page asks for it. */
function useNoIndex(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return;
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, [noindex]);
}

/**
 * A public memorial page's title is the person's name, with its dates as the description. A memorial its owner
 * hid from search engines, and a missing or private one, asks not to be indexed (the server sends the same in
 * X-Robots-Tag).
 */
export function usePublicMemorialMeta(memorial: Memorial | null | undefined): void {
  useDocumentMeta(
    memorial
      ? { title: memorial.full_name, description: memorialDescription(memorial) }
      : { title: memorial === null ? `Memorial Not Found | ${SITE_NAME}` : SITE_NAME },
  );
  useNoIndex(memorial === null || memorial?.hide_from_search === true);
}
