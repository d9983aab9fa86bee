import { REMOTE_MOUNTS, type RouteMount } from '@evergreen/domain/contracts';
import { initSupabase, useSessionStore } from '@evergreen/supabase-client';
import type { User } from '@supabase/supabase-js';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Decorator } from 'storybook-react-rsbuild';

/**
 * Stories of whole screens, fed from a seeded query cache: no backend, no network. A screen reads its data
 * through its api/ hooks; the story writes that data into the cache beforehand under the same keys (the
 * `queryOptions(...).queryKey` of each api/ file, typed by them), so the screen renders exactly what it would
 * show once those queries had answered.
 */

// Components read the runtime configuration (map tiles, the client) while rendering. Nothing may reach a
// server from a story: .invalid never resolves (RFC 2606), so a query the story forgot to seed fails at once.
initSupabase({
  supabaseUrl: 'http://backend.invalid',
  supabaseAnonKey: 'storybook',
  remotes: {
    mf_public: 'http://public.invalid/mf-manifest.json',
    mf_memorials: 'http://memorials.invalid/mf-manifest.json',
    mf_reminders: 'http://reminders.invalid/mf-manifest.json',
    mf_billing: 'http://billing.invalid/mf-manifest.json',
  },
  mapTileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
  geocoderUrl: 'http://geocoder.invalid/search',
});

export interface ScreenOptions {
  /** Where the shell mounts the screen's routes (`dashboard` or `public`). */
  mount: RouteMount;
  /** The screen's route under that mount, as routes.tsx declares it (`MEMORIAL_ROUTES.details`; '' for the index). */
  route: string;
  /** The address the story opens. */
  path: string;
  /** The signed-in user's id; null for a visitor. */
  userId: string | null;
  /** Writes the screen's data into the cache, with the keys of the screen's queryOptions. */
  seed?: (queryClient: QueryClient) => void;
}

/** A cache that never refetches what was seeded and says so, as an error, when a screen asks for anything else. */
function seededQueryClient(seed: ScreenOptions['seed']): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) =>
        console.error(`This story did not seed the query ${JSON.stringify(query.queryKey)}`),
    }),
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  seed?.(queryClient);
  return queryClient;
}

function signInAs(userId: string | null): void {
  useSessionStore.setState({
    user: userId
      ? ({ id: userId, email: `${userId}@example.com`, user_metadata: {} } as unknown as User)
      : null,
    session: null,
    loading: false,
    displayName: userId ? 'Margaret Whitfield' : '',
  });
}

/** The full route pattern, e.g. `/dashboard/grave/:id`, so the screen's `useParams` read the story's address. */
function patternOf({ mount, route }: Pick<ScreenOptions, 'mount' | 'route'>): string {
  const base = REMOTE_MOUNTS.mf_memorials[mount];
  if (base === undefined) throw new Error(`mf-memorials has no ${mount} mount`);
  return `${base.replace(/\/$/, '')}/${route}`;
}

function Screen({ options, children }: { options: ScreenOptions; children: ReactNode }) {
  // Once per story: the session is in place before the first render, and the cache outlives re-renders.
  const [queryClient] = useState(() => {
    signInAs(options.userId);
    return seededQueryClient(options.seed);
  });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path]}>
        <Routes>
          <Route path={patternOf(options)} element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** The decorator of a screen story: the signed-in user, the seeded cache and the router at `path`. */
export function withScreen(options: ScreenOptions): Decorator {
  return (Story, context) => (
    <Screen key={context.id} options={options}>
      <Story />
    </Screen>
  );
}
