import { startApp } from './app/early-config';
import { registerServiceWorker } from './offline/register';

// Not waiting for the shared chunks: the configuration names the remotes.
startApp().catch(() => {
  // bootstrap awaits the same promise and shows the startup error.
});
registerServiceWorker();
// The async boundary lets the federation runtime negotiate shared singletons before any React code runs.
import('./bootstrap');
