import { initSupabase, loadAppConfig, syncSessionStore } from '@evergreen/supabase-client';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { registerRemotesFromConfig } from './remotes/registry';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');
const root = createRoot(container);

try {
  const config = await loadAppConfig();
  registerRemotesFromConfig(config.remotes);
  syncSessionStore(initSupabase(config));
  root.render(<App />);
} catch (error) {
  console.error(error);
  root.render(<StartupError error={error} />);
}
