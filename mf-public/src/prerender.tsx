// mf-public's prerendered landing page (issue 14), built for Node by rsbuild.prerender.config.ts: the same
// LandingPage the routes module renders, as markup the shell's host puts in the first HTML response of `/`, so the
// hero paints before any JavaScript has run. Never bundled for the browser.
import '@mantine/core/styles.layer.css';
import { renderToMarkup } from '@evergreen/design-system/prerender';
import { MemoryRouter } from 'react-router-dom';
import { LANDING_META, LandingPage } from './features/landing/LandingPage';

export function pages() {
  return {
    landing: {
      html: renderToMarkup(
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>,
      ),
      ...LANDING_META,
    },
  };
}
