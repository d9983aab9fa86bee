import { useSessionStore } from '@evergreen/supabase-client';
import { QueryClient } from '@tanstack/react-query';

/** How long fetched data counts as fresh: moving between dashboard pages within it fetches nothing again. */
export const FRESH_FOR_MS = 30_000;

/**
 * The one QueryClient of a page, shared by every remote on it (TanStack Query is a federation singleton).
 * `offlineFirst`: without a connection a query still asks once, and the service worker answers from its cache
 * (issue 30); TanStack's default would wait for the connection and leave the page loading.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: FRESH_FOR_MS, retry: 1, networkMode: 'offlineFirst' } },
  });
}

/**
 * Query keys hold no user id (packages/domain query-keys), so when another user signs in, or the user signs
 * out, the cache of the previous one is reset: nothing of theirs is shown to the next. Returns the unsubscribe.
 */
export function resetQueriesOnUserChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    // The first session check only finds out who was already signed in.
    if (previous.loading) return;
    if ((state.user?.id ?? null) !== (previous.user?.id ?? null)) void queryClient.resetQueries();
  });
}
