import { MEMORIAL_ROUTES } from '@evergreen/domain/paths';
import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { lazy } from 'react';
import { SavedMemorials } from './features/offline/components/SavedMemorials';
import { loadMessages } from './messages';
import { PublicMemorialPage } from './pages/PublicMemorialPage';

// The public memorial page comes with the routes module: a visitor's first paint needs no second download. The
// dashboard pages load their own chunk when visited, so a visitor never downloads the memorial form, its date
// pickers (@mantine/dates), the CSV importer or the owner's sections.
const MemorialsPage = lazy(() =>
  import('./features/memorials/components/MemorialsPage').then((m) => ({ default: m.MemorialsPage })),
);
const CreateMemorialPage = lazy(() =>
  import('./features/memorials/components/CreateMemorialPage').then((m) => ({
    default: m.CreateMemorialPage,
  })),
);
const EditMemorialPage = lazy(() =>
  import('./features/memorials/components/EditMemorialPage').then((m) => ({ default: m.EditMemorialPage })),
);
const MemorialDetailsPage = lazy(() =>
  import('./pages/MemorialDetailsPage').then((m) => ({ default: m.MemorialDetailsPage })),
);
const ModerationPage = lazy(() =>
  import('./features/moderation/components/ModerationPage').then((m) => ({ default: m.ModerationPage })),
);
const BulkImportPage = lazy(() =>
  import('./pages/BulkImportPage').then((m) => ({ default: m.BulkImportPage })),
);

/** Paths are relative to where the shell mounts them: /dashboard and /graves. */
const routes: RemoteRoutesModule = {
  messages: loadMessages,
  dashboard: [
    // The memorials saved on this phone for a visit, beside the person's own (issue 30).
    { index: true, element: <MemorialsPage saved={<SavedMemorials />} /> },
    { path: MEMORIAL_ROUTES.add, element: <CreateMemorialPage /> },
    { path: MEMORIAL_ROUTES.details, element: <MemorialDetailsPage /> },
    { path: MEMORIAL_ROUTES.edit, element: <EditMemorialPage /> },
    { path: MEMORIAL_ROUTES.import, element: <BulkImportPage /> },
    { path: MEMORIAL_ROUTES.moderation, element: <ModerationPage /> },
  ],
  public: [{ path: MEMORIAL_ROUTES.public, element: <PublicMemorialPage /> }],
};

export default routes;
