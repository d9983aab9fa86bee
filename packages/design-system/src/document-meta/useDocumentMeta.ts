import { useEffect } from 'react';

export interface DocumentMeta {
  /** The whole document title, as the tab and a shared link show it. */
  title: string;
  /** The page's `<meta name="description">`: what a search result shows under the title. */
  description?: string;
}

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * Sets the document title and meta description while the calling page is shown, and puts back what was there
 * before when it goes away, so a page without its own meta never keeps the previous page's.
 */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const tag = descriptionTag();
    const previous = tag.getAttribute('content');
    tag.setAttribute('content', description);
    return () => {
      if (previous === null) tag.removeAttribute('content');
      else tag.setAttribute('content', previous);
    };
  }, [description]);
}
