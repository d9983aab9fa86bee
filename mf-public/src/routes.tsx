import { PUBLIC_ROUTES } from '@evergreen/domain/paths';
import { PAGE_WITHOUT_DATA, type RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { lazy } from 'react';
import { LandingPage } from './features/landing/LandingPage';

// The landing page comes with the routes module, so the first visit paints without a second download; the
// other pages load their own chunk when visited (the help centre's search index with it).
const TermsPage = lazy(() => import('./features/legal/TermsPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  import('./features/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
);
const HelpPage = lazy(() => import('./features/help/HelpPage').then((m) => ({ default: m.HelpPage })));
const ContactPage = lazy(() =>
  import('./features/contact/ContactPage').then((m) => ({ default: m.ContactPage })),
);

const routes: RemoteRoutesModule = {
  public: [
    { index: true, element: <LandingPage />, handle: PAGE_WITHOUT_DATA },
    { path: PUBLIC_ROUTES.terms, element: <TermsPage />, handle: PAGE_WITHOUT_DATA },
    { path: PUBLIC_ROUTES.privacy, element: <PrivacyPage />, handle: PAGE_WITHOUT_DATA },
    { path: PUBLIC_ROUTES.contact, element: <ContactPage /> },
    { path: PUBLIC_ROUTES.help, element: <HelpPage />, handle: PAGE_WITHOUT_DATA },
  ],
};

export default routes;
