import type { RemoteRoutesModule } from '@evergreen/domain/contracts';
import { MEMORIAL_ROUTES } from '@evergreen/domain/paths';
import { CreateMemorialPage } from './features/memorials/components/CreateMemorialPage';
import { EditMemorialPage } from './features/memorials/components/EditMemorialPage';
import { MemorialsPage } from './features/memorials/components/MemorialsPage';
import { BulkImportPage } from './pages/BulkImportPage';
import { MemorialDetailsPage } from './pages/MemorialDetailsPage';
import { PublicMemorialPage } from './pages/PublicMemorialPage';

/** Paths are relative to where the shell mounts them: /dashboard and /graves. */
const routes: RemoteRoutesModule = {
  dashboard: [
    { index: true, element: <MemorialsPage /> },
    { path: MEMORIAL_ROUTES.add, element: <CreateMemorialPage /> },
    { path: MEMORIAL_ROUTES.details, element: <MemorialDetailsPage /> },
    { path: MEMORIAL_ROUTES.edit, element: <EditMemorialPage /> },
    { path: MEMORIAL_ROUTES.import, element: <BulkImportPage /> },
  ],
  public: [{ path: MEMORIAL_ROUTES.public, element: <PublicMemorialPage /> }],
};

export default routes;
