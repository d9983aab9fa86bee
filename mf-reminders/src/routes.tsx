import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { RemindersPage } from './features/reminders/components/RemindersPage';
import { loadMessages } from './messages';

const routes: RemoteRoutesModule = {
  messages: loadMessages,
  dashboard: [{ index: true, element: <RemindersPage /> }],
};

export default routes;
