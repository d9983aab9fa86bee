import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { SettingsPage } from './features/settings/components/SettingsPage';
import { loadMessages } from './messages';

const routes: RemoteRoutesModule = {
  messages: loadMessages,
  dashboard: [{ index: true, element: <SettingsPage /> }],
};

export default routes;
