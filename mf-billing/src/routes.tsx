import type { RemoteRoutesModule } from '@evergreen/runtime/contracts';
import { SettingsPage } from './features/settings/components/SettingsPage';

const routes: RemoteRoutesModule = {
  dashboard: [{ index: true, element: <SettingsPage /> }],
};

export default routes;
