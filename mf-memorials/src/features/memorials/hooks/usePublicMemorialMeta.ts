import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { formatDateIn } from '@evergreen/domain/dates';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { Memorial } from '../api/get-memorials';

const SITE_NAME = 'Evergreen Memorials';

/**
 * What a search result shows under the name: the dates and the epitaph, as the link preview does, in the page's
 * active locale (the prerendered page's too).
 */
export function memorialDescription(memorial: Memorial): string {
  const born = formatDateIn(i18n.locale, memorial.birth_date, 'long');
  const died = formatDateIn(i18n.locale, memorial.death_date, 'long');
  const dates = born && died ? `${born} - ${died}` : born ? t`Born ${born}` : died ? t`Died ${died}` : '';
  const epitaph = memorial.epitaph?.trim() ? `“${memorial.epitaph.trim()}”` : '';
  const name = memorial.full_name;
  return [dates, epitaph].filter(Boolean).join(' · ') || t`In memory of ${name}.`;
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
  // Re-run on a change of language: the description and the "not found" title are in the reader's.
  useLingui();
  useDocumentMeta(
    memorial
      ? { title: memorial.full_name, description: memorialDescription(memorial) }
      : { title: memorial === null ? t`Memorial Not Found | ${SITE_NAME}` : SITE_NAME },
  );
  useNoIndex(memorial === null || memorial?.hide_from_search === true);
}
