import { REMOTE_MOUNTS, type RemoteName, type RouteMount } from '@evergreen/domain/contracts';
import { initSupabase, type SessionState, useSessionStore } from '@evergreen/supabase-client';
import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Decorator } from 'storybook-react-rsbuild';
import { createBackend, type TestDatabase } from './backend-handlers';

/**
 * Stories of whole screens, fed from a seeded query cache: no backend, no network. A screen reads its data
 * through its api/ hooks; the story writes that data into the cache beforehand under the same keys (the
 * `queryOptions(...).queryKey` of each api/ file, typed by them), so the screen renders exactly what it would
 * show once those queries had answered. What a screen sends rather than reads (a sign-in, a sent message) is
 * answered by the story's `answers`, so its result and error states are drawn without a server either; rows it
 * serves (`serve`) are answered by the tests' msw handlers (backend-handlers.ts), through the client's fetch.
 */

/** What the story's backend answers one request: a JSON body and its status, or no answer ever (loading). */
export type StoryAnswer = { status?: number; body: unknown } | 'never';

/** The story's answers, by method and path without the query string: `'POST /auth/v1/token'`. */
export type StoryAnswers = Readonly<Record<string, StoryAnswer>>;

const BACKEND_URL = 'http://backend.invalid';

/**
 * The stories' backend: the handlers tests use (backend-handlers.ts), so rows a story serves turn into responses
 * in the one place tests' rows do. What nothing answers is left unanswered, for `storyFetch` to report.
 */
const backend = createBackend(BACKEND_URL, { unseeded: 'unanswered' });

/** The story's own answers, as msw handlers that answer before the backend's. */
function answerHandlers(answers: StoryAnswers) {
  return Object.entries(answers).map(([key, answer]) => {
    const [method = 'GET', path = '/'] = key.split(' ');
    return http.all(`${BACKEND_URL}${path}`, async ({ request }) => {
      if (request.method !== method) return undefined;
      if (answer === 'never') return delay('infinite');
      // The header supabase-js reads to take `code` from an auth error's body, as our backend and Supabase send it.
      return HttpResponse.json(answer.body as never, {
        status: answer.status ?? 200,
        headers: { 'x-supabase-api-version': '2024-01-01' },
      });
    });
  });
}

/** The handlers of the story on screen; the one client outlives a story, so it reads them at each request. */
let currentHandlers: RequestHandler[] = backend.handlers;

/** A read: what a screen asks for to draw itself (REST selects and the database's functions). */
const isRead = (method: string, pathname: string) =>
  method === 'GET' || method === 'HEAD' || pathname.startsWith('/rest/v1/rpc/');

/**
 * The client's fetch in stories: msw's handlers answer without a service worker. A request nothing answers fails
 * as it would offline. A read the story did not seed, serve or answer is also an error in the console (the test
 * runner fails on it), so it shows at once; a write is left inert (a visit counted, a button a designer clicks).
 */
async function storyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const response = await getResponse(currentHandlers, request);
  if (response) return response;
  const { pathname } = new URL(request.url);
  if (isRead(request.method, pathname))
    console.error(`This story neither seeded nor answered ${request.method} ${pathname}`);
  throw new TypeError('Failed to fetch');
}

// Components read the runtime configuration (map tiles, the client) while rendering, so the client is created at
// once with the story's fetch. Its addresses are never reached: .invalid never resolves (RFC 2606).
initSupabase(
  {
    supabaseUrl: BACKEND_URL,
    supabaseAnonKey: 'storybook',
    remotes: {
      mf_public: 'http://public.invalid/mf-manifest.json',
      mf_memorials: 'http://memorials.invalid/mf-manifest.json',
      mf_reminders: 'http://reminders.invalid/mf-manifest.json',
      mf_billing: 'http://billing.invalid/mf-manifest.json',
    },
    mapTileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
    geocoderUrl: 'http://geocoder.invalid/search',
  },
  // supabase-js's own createClient with the story's fetch added; its generic signature cannot be restated here.
  ((url: string, key: string, options?: Parameters<typeof createClient>[2]) =>
    createClient(url, key, {
      ...options,
      global: { ...options?.global, fetch: storyFetch },
    })) as typeof createClient,
);

export interface ScreenOptions {
  /** The route pattern the screen is rendered under (`screenRoute(...)`), so its `useParams` read `path`. */
  pattern: string;
  /** The address the story opens. */
  path: string;
  /** The signed-in user's id; null for a visitor. */
  userId: string | null;
  /** Signed in with the password, with the two-step code still to enter (the session store's `codeNeeded`). */
  codeNeeded?: boolean;
  /** The signed-in user's app metadata, e.g. `{ role: 'support' }` for the moderation screen. */
  appMetadata?: Record<string, unknown>;
  /** Writes the screen's data into the cache, with the keys of the screen's queryOptions. */
  seed?: (queryClient: QueryClient) => void;
  /** What the backend answers the screen's writes (and reads shown loading or failing). */
  answers?: StoryAnswers;
  /** Rows and functions the backend serves, as a test's `useTestBackend()` does (backend-handlers.ts). */
  serve?: (database: TestDatabase) => void;
}

/** The full route pattern of a remote's screen, e.g. `/dashboard/grave/:id`, as the shell mounts it. */
export function screenRoute(remote: RemoteName, mount: RouteMount, route: string): string {
  const base = REMOTE_MOUNTS[remote][mount];
  if (base === undefined) throw new Error(`${remote} has no ${mount} mount`);
  return `${base.replace(/\/$/, '')}/${route}`;
}

/** A cache that never refetches what was seeded. */
function seededQueryClient(seed: ScreenOptions['seed']): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false },
      mutations: { retry: false },
    },
  });
  seed?.(queryClient);
  return queryClient;
}

function signInAs(
  userId: string | null,
  codeNeeded = false,
  appMetadata: Record<string, unknown> = {},
): void {
  useSessionStore.setState({
    codeNeeded,
    user: userId
      ? ({
          id: userId,
          email: `${userId}@example.com`,
          user_metadata: {},
          app_metadata: appMetadata,
        } as unknown as NonNullable<SessionState['user']>)
      : null,
    session: null,
    loading: false,
    displayName: userId ? 'Margaret Whitfield' : '',
  });
}

function Screen({ options, children }: { options: ScreenOptions; children: ReactNode }) {
  // Once per story: the session and the answers are in place before the first render, the cache outlives
  // re-renders.
  const [queryClient] = useState(() => {
    signInAs(options.userId, options.codeNeeded, options.appMetadata);
    backend.reset();
    options.serve?.(backend);
    currentHandlers = [...answerHandlers(options.answers ?? {}), ...backend.handlers];
    return seededQueryClient(options.seed);
  });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path]}>
        <Routes>
          <Route path={options.pattern} element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** The decorator of a screen story: the signed-in user, the seeded cache, the answers and the router at `path`. */
export function withScreen(options: ScreenOptions): Decorator {
  return (Story, context) => (
    <Screen key={context.id} options={options}>
      <Story />
    </Screen>
  );
}
