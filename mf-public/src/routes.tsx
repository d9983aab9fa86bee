import { PUBLIC_ROUTES } from '@evergreen/domain/paths';
import { PAGE_WITHOUT_DATA, type RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { lazyPage } from '@evergreen/runtime/lazy-page';
import { LandingPage } from './features/landing/LandingPage';
import { loadMessages, withPageMessages } from './messages';

// The landing page comes with the routes module, so the first visit paints without a second download; the
// other pages load their own chunk when visited (the help centre's search index with it), or before the app
// hydrates a prerendered one (the shell preloads them: lazyPage), each with the pages' messages (src/messages.ts).
const TermsPage = lazyPage(() =>
  withPageMessages(import('./features/legal/TermsPage')).then((m) => m.TermsPage),
);
const PrivacyPage = lazyPage(() =>
  withPageMessages(import('./features/legal/PrivacyPage')).then((m) => m.PrivacyPage),
);
const HelpPage = lazyPage(() => withPageMessages(import('./features/help/HelpPage')).then((m) => m.HelpPage));
// Find a memorial (issue 31) and the cemetery pages: one chunk of their own, with the map and Leaflet only when shown.
const searchPages = () => withPageMessages(import('./features/search/pages'));
const SearchPage = lazyPage(() => searchPages().then((m) => m.SearchPage));
const CemeteryPage = lazyPage(() => searchPages().then((m) => m.CemeteryPage));
const ContactPage = lazyPage(() =>
  withPageMessages(import('./features/contact/ContactPage')).then((m) => m.ContactPage),
);

const UnsubscribePage = lazyPage(() =>
  withPageMessages(import('./features/unsubscribe/UnsubscribePage')).then((m) => m.UnsubscribePage),
);

const routes: RemoteRoutesModule = {
  messages: loadMessages,
  public: [
    { index: true, element: <LandingPage />, handle: PAGE_WITHOUT_DATA },
    { path: PUBLIC_ROUTES.terms, element: <TermsPage />, handle: PAGE_WITHOUT_DATA },
    { path: PUBLIC_ROUTES.privacy, element: <PrivacyPage />, handle: PAGE_WITHOUT_DATA },
    { path: PUBLIC_ROUTES.contact, element: <ContactPage /> },
    { path: PUBLIC_ROUTES.help, element: <HelpPage />, handle: PAGE_WITHOUT_DATA },
    { path: PUBLIC_ROUTES.unsubscribe, element: <UnsubscribePage /> },
    { path: PUBLIC_ROUTES.search, element: <SearchPage /> },
    { path: PUBLIC_ROUTES.cemetery, element: <CemeteryPage /> },
  ],
};

export default routes;
