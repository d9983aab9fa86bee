import type { RemoteRoutesModule } from '@evergreen/domain/contracts';
import { CreateMemorialPage } from './features/memorials/components/CreateMemorialPage';
import { EditMemorialPage } from './features/memorials/components/EditMemorialPage';
import { MemorialDetailsPage } from './features/memorials/components/MemorialDetailsPage';
import { MemorialsPage } from './features/memorials/components/MemorialsPage';
import { PublicMemorialPage } from './features/memorials/components/PublicMemorialPage';

/** Paths are relative to where the shell mounts them: /dashboard and /graves. */
const routes: RemoteRoutesModule = {
  dashboard: [
    { index: true, element: <MemorialsPage /> },
    { path: 'add', element: <CreateMemorialPage /> },
    { path: 'grave/:id', element: <MemorialDetailsPage /> },
    { path: 'edit/:id', element: <EditMemorialPage /> },
  ],
  public: [{ path: ':idOrSlug', element: <PublicMemorialPage /> }],
};

export default routes;
