import { createContext, useContext } from 'react';

/**
 * True while a page is rendered at build or request time for the first HTML response (issue 14), false in the
 * app. A prerendered page is on screen before any JavaScript runs and is then replaced by the app's own: a field
 * or choice in it would take input that the replacement drops, so such controls render `disabled` there (same size,
 * same place) and the app's live ones take their place. renderToMarkup provides it; the app never does.
 */
export const PrerenderedContext = createContext(false);

export function usePrerendered(): boolean {
  return useContext(PrerenderedContext);
}
