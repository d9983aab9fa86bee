import {
  type DehydratedState,
  hydrate,
  type QueryClient,
  QueryClientContext,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient, resetQueriesOnUserChange } from './query-client';

let pageClient: QueryClient | undefined;

/** Made on the first page that reads data, and then kept: every remote on the page shares its cache. */
function thePageClient(): QueryClient {
  if (!pageClient) {
    pageClient = createQueryClient();
    resetQueriesOnUserChange(pageClient);
  }
  return pageClient;
}

/** The data a prerendered page was drawn from, in the page's QueryClient before the app hydrates the page. */
export function seedPageClient(state: unknown): void {
  hydrate(thePageClient(), state as DehydratedState);
}

/** The page's QueryClient, unless the host already provides one (a remote's tests seed their own). */
export default function PageQueryClientProvider({ children }: { children: ReactNode }) {
  const hostClient = useContext(QueryClientContext);
  if (hostClient) return children;
  return <QueryClientProvider client={thePageClient()}>{children}</QueryClientProvider>;
}

/** Reads the data on screen again (the service worker took the page and caches what it reads: issue 30). */
export async function refetchPageData(): Promise<void> {
  await pageClient?.refetchQueries({ type: 'active' });
}
