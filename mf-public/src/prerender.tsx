// mf-public's prerendered pages (issue 14), built for Node by rsbuild.prerender.config.ts: the same LandingPage and
// HelpPage the routes module renders, as markup the shell's host puts in the first HTML response of `/` and
// `/help`, so they paint before any JavaScript has run. Never bundled for the browser. The help centre's search box
// and categories come disabled (usePrerendered): typing into them would be lost when the app's take their place.
import { SOURCE_LOCALE } from '@evergreen/domain/locale';
import { startMessages } from '@evergreen/runtime/messages';
import { inEveryLocale } from '@evergreen/runtime/prerender';
import { loadMessages } from './messages';
import '@mantine/core/styles.layer.css';
import { renderToMarkup } from '@evergreen/design-system/prerender';
import { paths } from '@evergreen/domain/paths';
import type { PrerenderedPage } from '@evergreen/domain/prerender';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { HELP_META, HelpPage } from './features/help/HelpPage';
import { LANDING_META, LandingPage } from './features/landing/LandingPage';

const at = (path: string, page: ReactNode) =>
  renderToMarkup(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

/** Named after their path, and their locale but English's (`/` is the landing page): the host asks for prerender/<name>.json. */
export async function pages(): Promise<Record<string, Omit<PrerenderedPage, 'css'>>> {
  await startMessages('mf_public', loadMessages, SOURCE_LOCALE);
  // Each in every locale (`landing.de` for a German reader): the host picks the request's (issue 28).
  return inEveryLocale(() => ({
    landing: { html: at(paths.home, <LandingPage />), ...LANDING_META },
    help: { html: at(paths.help, <HelpPage />), ...HELP_META },
  }));
}
