import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PrerenderedContext } from '../prerendered';
import { theme } from '../theme';

export interface PrerenderOptions {
  /**
   * The page's frame (the shell) writes Mantine's CSS variables and global classes, once; a remote's fragment,
   * placed inside that frame, must not repeat them.
   */
  frame?: boolean;
}

/**
 * Markup for a prerendered page (issue 14): the element rendered in Node with react-dom/server, inside the same
 * theme as the app, for the host to place in the first HTML response; `usePrerendered()` is true inside it. For a
 * build step or the host's server, never for the browser. Its messages are the active locale's: the caller loads
 * them first (the runtime kit's startMessages).
 */
export function renderToMarkup(element: ReactNode, { frame = false }: PrerenderOptions = {}): string {
  const direction = i18n.locale === 'ar' ? 'rtl' : 'ltr';
  return renderToString(
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={direction} detectDirection={false}>
        <MantineProvider
          theme={theme}
          defaultColorScheme="auto"
          withCssVariables={frame}
          withGlobalClasses={frame}
        >
          <PrerenderedContext value={true}>{element}</PrerenderedContext>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>,
  );
}
