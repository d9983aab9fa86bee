// The shell's part of a prerendered page (issue 14), built for Node by rsbuild.prerender.config.ts: the public
// layout (header and footer) around an empty outlet, which the host fills with a remote's prerendered fragment,
// and the script that sets Mantine's color scheme before the first paint; and the shell's own page, /auth's sign-in
// form (its fields and buttons disabled until the app's form takes their place). Never bundled for the browser.
// All of Mantine's styles: the build keeps only the rules the markup uses (build-config's critical-css.ts).
import { SOURCE_LOCALE } from '@evergreen/domain/locale';
import { addCatalog, startMessages } from '@evergreen/runtime/messages';
import { inEveryLocale } from '@evergreen/runtime/prerender';
import { loadShellMessages, loadShellPageMessages, SHELL_PAGE_CATALOG } from './app/messages';
import '@mantine/core/styles.layer.css';
import '@evergreen/design-system/styles.css';
import { renderToMarkup } from '@evergreen/design-system/prerender';
import { signInPathFor } from '@evergreen/domain/auth';
import { paths } from '@evergreen/domain/paths';
import { PRERENDER_FRAME_PATH, type PrerenderedPage } from '@evergreen/domain/prerender';
import { useSessionStore } from '@evergreen/supabase-client';
import { ColorSchemeScript } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthPage } from './auth/AuthPage';
import { PublicLayout } from './layout/PublicLayout';

// As a first-time visitor sees the pages: signed out ("Sign in", "Get Started"; "Sign In" on a memorial; the sign-in
// form), links that work before the app runs. A signed-in visitor's "Dashboard" comes with the app.
// react-dom/server reads a zustand store's initial state (useSyncExternalStore's server snapshot); this bundle
// has its own copy of the store, so its initial state may say so.
Object.assign(useSessionStore.getInitialState(), { user: null, loading: false });

function frameAt(path: string): Omit<PrerenderedPage, 'css'> {
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

/** /auth at `location` inside the public frame's outlet, as the app draws it there. */
const authAt = (location: string): Omit<PrerenderedPage, 'css'> => ({
  html: renderToMarkup(
    <MemoryRouter initialEntries={[location]}>
      <AuthPage />
    </MemoryRouter>,
  ),
});

/**
 * The public layout as the landing page and its siblings draw it, and as a public memorial draws it; the outlet
 * (an <evergreen-outlet> element, PRERENDER_OUTLET) is where the host puts the remote's fragment.
 */
export async function pages(): Promise<Record<string, Omit<PrerenderedPage, 'css'>>> {
  // The sign-in form is prerendered too.
  addCatalog(SHELL_PAGE_CATALOG, loadShellPageMessages);
  await startMessages('shell', loadShellMessages, SOURCE_LOCALE);
  // Each in every locale: the host picks the request's (issue 28).
  return inEveryLocale(() => ({
    'frame-public': frameAt(paths.home),
    'frame-memorial': frameAt(PRERENDER_FRAME_PATH),
    // The sign-in form; the host picks the one the request's query asks for (the reset form is never prerendered).
    auth: authAt(paths.auth),
    'auth-next': authAt(signInPathFor(paths.addMemorial)),
  }));
}
