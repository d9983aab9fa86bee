import { renderStandalone } from '@evergreen/dev-host';
import routes from './routes';

// This remote on its own (pnpm --filter mf-reminders dev); inside the app, the shell mounts ./routes instead.
void renderStandalone('mf_reminders', routes);
