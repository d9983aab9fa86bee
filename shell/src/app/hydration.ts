import { REMOTE_MOUNTS } from '@evergreen/domain/contracts';
import type { EARLY_CLICKS as EarlyClicks, PAGE_DATA_ID as PageDataId } from '@evergreen/domain/prerender';
import { preloadPagesAt } from '@evergreen/runtime/lazy-page';
import { preloadPageData } from '@evergreen/runtime/page-data';
import { useSessionStore } from '@evergreen/supabase-client';
import { AuthPage } from '../auth/lazy-auth-page';
import { remoteRoutes } from '../remotes/registry';
import { remoteForPath, SHELL_AUTH_PATH } from './early-config';

// The host's names (domain/prerender), spelled out here and held to them by their types: importing the module's
// values would give the first visit of `/` one more chunk (a shared package's module is a chunk of its own).
const PAGE_DATA_ID: typeof PageDataId = 'page-data';
const EARLY_CLICKS: typeof EarlyClicks = '__evergreenEarlyClicks';

/**
 * Everything the first render of `pathname` needs, fetched before the app hydrates the prerendered page (issue 26):
 * the remote's routes module and its page's chunk, or the shell's own /auth; and the data the page was drawn from
 * (a public memorial's queries, in the page's JSON script) in the page's QueryClient. With them at hand the first
 * render draws the page the server drew, without suspending, so every prerendered node becomes the app's. Rejects
 * when one cannot be had: the app then renders anew, and the page's error panel says why.
 */
export async function loadPageToHydrate(pathname: string): Promise<void> {
  if (pathname === SHELL_AUTH_PATH) return AuthPage.preload();
  const remote = remoteForPath(pathname, REMOTE_MOUNTS, [SHELL_AUTH_PATH]);
  if (!remote) return;
  const routes = (await remoteRoutes(remote)).public ?? [];
  const data = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (data) (await preloadPageData()).seedPageClient(JSON.parse(data));
  await preloadPagesAt(routes, pathname, REMOTE_MOUNTS[remote].public);
}

/**
 * Presses again the buttons the visitor pressed before the app had hydrated them (recorded by the host's page:
 * EARLY_CLICKS), now that they answer; and stops recording.
 */
export function replayEarlyClicks(): void {
  const early = Reflect.get(window, EARLY_CLICKS) as HTMLElement[] | null | undefined;
  Reflect.set(window, EARLY_CLICKS, null);
  for (const button of early ?? []) if (button.isConnected) button.click();
}

/**
 * The prerendered pages were drawn for a visitor nobody has signed in as yet (shell/src/prerender.tsx says the
 * same to its own copy of the store). While hydrating, a component reads a store's initial state (React's
 * external-store server snapshot): this makes it that one, so the header hydrates as it was drawn; the visitor's
 * own session (a "Dashboard" button) follows in the next render.
 */
export function hydrateAsDrawn(): void {
  Object.assign(useSessionStore.getInitialState(), { user: null, loading: false });
}

/** React's report of a part it could not hydrate and drew anew: on the console, where the e2e tests listen. */
export function reportHydrationError(error: unknown, info: { componentStack?: string | null }): void {
  console.error('Hydration failed, rendered anew:', error, info.componentStack);
}
