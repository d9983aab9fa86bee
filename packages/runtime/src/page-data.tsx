import { type ReactNode, use } from 'react';

type ProviderModule = typeof import('./page-query-client');

let providerModule: Promise<ProviderModule> | undefined;
/** Once downloaded: PageData then renders at once, without suspending for a promise already settled. */
let loadedModule: ProviderModule | undefined;

/**
 * TanStack Query and the page's QueryClient, downloaded once. A failed download is forgotten (not cached as
 * React.lazy would), so the error panel's "Try again" fetches it anew.
 */
function loadPageQueryClient(): Promise<ProviderModule> {
  providerModule ??= import('./page-query-client').then(
    (module) => {
      loadedModule = module;
      return module;
    },
    (error: unknown) => {
      providerModule = undefined;
      throw error;
    },
  );
  return providerModule;
}

/**
 * Starts downloading TanStack Query and the page's QueryClient, e.g. beside a data remote's code, so its first
 * page does not wait for them after the remote's routes arrive; its `seedPageClient` puts a prerendered page's data
 * in that QueryClient.
 */
export function preloadPageData(): Promise<ProviderModule> {
  return loadPageQueryClient();
}

/**
 * The page's one QueryClient around a remote's page (see remote-mount). Not in the providers of the whole app:
 * `/` reads no data, and TanStack Query is then not part of its first visit.
 */
export function PageData({ children }: { children: ReactNode }) {
  const { default: PageQueryClientProvider } = loadedModule ?? use(loadPageQueryClient());
  return <PageQueryClientProvider>{children}</PageQueryClientProvider>;
}

/** The data on screen read again, if the page reads any (the service worker caches what it reads: issue 30). */
export async function refetchPageData(): Promise<void> {
  const module = await providerModule;
  await module?.refetchPageData();
}
