// The shell's part of a prerendered page (issue 14), built for Node by rsbuild.prerender.config.ts: the public
// layout (header and footer) around an empty outlet, which the host fills with a remote's prerendered fragment,
// and the script that sets Mantine's color scheme before the first paint. Never bundled for the browser.
// All of Mantine's styles: the build keeps only the rules the markup uses (build-config's critical-css.ts).
import '@mantine/core/styles.layer.css';
import '@evergreen/design-system/styles.css';
import { renderToMarkup } from '@evergreen/design-system/prerender';
import { paths } from '@evergreen/domain/paths';
import { PRERENDER_FRAME_PATH, type PrerenderedPage } from '@evergreen/domain/prerender';
import { useSessionStore } from '@evergreen/supabase-client';
import { ColorSchemeScript } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';

function frameAt(path: string): Omit<PrerenderedPage, 'css'> {
  // As a first-time visitor sees it: signed out ("Sign in", "Get Started"; "Sign In" on a memorial), links that work
  // before the app runs. A signed-in visitor's "Dashboard" comes with the app.
  // react-dom/server reads a zustand store's initial state (useSyncExternalStore's server snapshot); this bundle
  // has its own copy of the store, so its initial state may say so.
  Object.assign(useSessionStore.getInitialState(), { user: null, loading: false });
  return {
    frame: true,
    html: renderToMarkup(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="*" element={createElement('evergreen-outlet')} />
          </Route>
        </Routes>
      </MemoryRouter>,
      { frame: true },
    ),
    // The same key and default as the app's MantineProvider, so the first paint already has the visitor's scheme.
    head: renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />),
  };
}

/**
 * The public layout as the landing page and its siblings draw it, and as a public memorial draws it; the outlet
 * (an <evergreen-outlet> element, PRERENDER_OUTLET) is where the host puts the remote's fragment.
 */
export function pages(): Record<string, Omit<PrerenderedPage, 'css'>> {
  return {
    'frame-public': frameAt(paths.home),
    'frame-memorial': frameAt(PRERENDER_FRAME_PATH),
  };
}
