import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { RemindersPage } from './features/reminders/components/RemindersPage';

const routes: RemoteRoutesModule = {
  dashboard: [{ index: true, element: <RemindersPage /> }],
};

export default routes;
