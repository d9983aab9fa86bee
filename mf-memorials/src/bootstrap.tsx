import { renderStandalone } from '@evergreen/dev-host';
import routes from './routes';

// This remote on its own (pnpm --filter mf-memorials dev); inside the app, the shell mounts ./routes instead.
void renderStandalone('mf_memorials', routes);
