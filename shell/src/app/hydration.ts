import { REMOTE_MOUNTS } from '@evergreen/domain/contracts';
import { preloadPagesAt } from '@evergreen/runtime/lazy-page';
import { useSessionStore } from '@evergreen/supabase-client';
import { AuthPage } from '../auth/lazy-auth-page';
import { remoteRoutes } from '../remotes/registry';
import { remoteForPath, SHELL_AUTH_PATH } from './early-config';

/**
 * Everything the first render of `pathname` needs, fetched before the app hydrates the prerendered page (issue 26):
 * the remote's routes module and its page's chunk, or the shell's own /auth. With them at hand the first render
 * draws the page the server drew, without suspending, so every prerendered node becomes the app's. Rejects when
 * one cannot be fetched: the app then renders anew, and the page's error panel says why.
 */
export async function loadPageToHydrate(pathname: string): Promise<void> {
  if (pathname === SHELL_AUTH_PATH) return AuthPage.preload();
  const remote = remoteForPath(pathname, REMOTE_MOUNTS, [SHELL_AUTH_PATH]);
  if (!remote) return;
  // The pages hydrated are mf-public's, mounted at `/` (a memorial's is swapped: prerendered.ts).
  await preloadPagesAt((await remoteRoutes(remote)).public ?? [], pathname);
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
