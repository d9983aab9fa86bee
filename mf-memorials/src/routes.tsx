import type { RemoteRoutesModule } from '@evergreen/domain/contracts';
import { MemorialScreen } from './features/memorials/MemorialScreen';

const routes: RemoteRoutesModule = {
  dashboard: [
    { index: true, element: <MemorialScreen title="Your Memorials" /> },
    { path: 'add', element: <MemorialScreen title="Create New Memorial" /> },
    { path: 'grave/:id', element: <MemorialScreen title="Memorial details" /> },
    { path: 'edit/:id', element: <MemorialScreen title="Edit memorial" /> },
  ],
  public: [{ path: ':idOrSlug', element: <MemorialScreen title="Public memorial" /> }],
};

export default routes;
