import type { RemoteRoutesModule } from '@evergreen/domain/contracts';
import { LandingPage } from './features/landing/LandingPage';
import { LegalPage } from './features/legal/LegalPage';

const routes: RemoteRoutesModule = {
  public: [
    { index: true, element: <LandingPage /> },
    {
      path: 'terms',
      element: (
        <LegalPage
          title="Terms of Service"
          summary="You must be at least 13 years old to use Evergreen Memorials."
        />
      ),
    },
    {
      path: 'privacy',
      element: <LegalPage title="Privacy Policy" summary="We answer every privacy request within 30 days." />,
    },
    {
      path: 'contact',
      element: (
        <LegalPage title="Contact Us" summary="We answer within 24 hours, Mon-Fri 9-6 PST, Sat 10-4." />
      ),
    },
    {
      path: 'help',
      element: <LegalPage title="Help Center" summary="Answers to the questions families ask most." />,
    },
  ],
};

export default routes;
