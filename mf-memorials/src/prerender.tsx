// mf-memorials' prerendered public memorial (issue 14), built for Node by rsbuild.prerender.config.ts: the page the
// app draws at /graves/:idOrSlug (PublicMemorialPage itself, with its visitor memories, gallery and family), as
// markup the shell's host puts in the first HTML response, with the data it was drawn from. Never bundled for the
// browser. The host loads this bundle from this app's deployment (prerender/server/render.mjs) and calls
// renderPublicMemorial per request; the app seeds its QueryClient with the same data and hydrates the markup
// (issue 26: shell/src/bootstrap.tsx).
import { type Locale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { activateLoadedLocale, startMessages } from '@evergreen/runtime/messages';
import { loadMessages } from './messages';
import '@mantine/core/styles.layer.css';
import { renderToMarkup } from '@evergreen/design-system/prerender';
import type { AppConfig } from '@evergreen/domain/contracts';
import type { MemorialPrerenderModule, PrerenderedPage, RenderedFragment } from '@evergreen/domain/prerender';
import { initSupabase, useSessionStore } from '@evergreen/supabase-client';
import { createClient } from '@supabase/supabase-js';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { relativesQueryOptions } from './features/family/api/get-relatives';
import { galleryQueryOptions } from './features/gallery/api/get-gallery';
import type { Memorial } from './features/memorials/api/get-memorials';
import { currentAddressOf, publicMemorialQueryOptions } from './features/memorials/api/get-public-memorial';
import { memorialDescription } from './features/memorials/hooks/usePublicMemorialMeta';
import { memoriesQueryOptions } from './features/memories/api/get-memories';
import { PublicMemorialPage } from './pages/PublicMemorialPage';

// As an anonymous visitor reads the page (row-level security decides what it shows): the page's signed-in controls
// come with the app, once hydrated. react-dom/server reads a zustand store's initial state; this bundle has its
// own copy of the store.
Object.assign(useSessionStore.getInitialState(), { user: null, loading: false });

/** The page at `/graves/<idOrSlug>` as the app's first render draws it from `queryClient`'s cache. */
function fragmentOf(
  queryClient: QueryClient,
  idOrSlug: string,
  memorial: Memorial,
  locale: Locale = SOURCE_LOCALE,
): RenderedFragment {
  // Its catalogs are loaded (startMessages): drawn in the request's locale, whatever another request activated while
  // this one read its data.
  activateLoadedLocale(locale);
  return {
    html: renderToMarkup(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/graves/${encodeURIComponent(idOrSlug)}`]}>
          <Routes>
            <Route path="/graves/:idOrSlug" element={<PublicMemorialPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
    title: memorial.full_name,
    description: memorialDescription(memorial),
    data: dehydrate(queryClient),
  };
}

const serverQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Every part a memorial can show, so the build keeps the CSS of each (memorial.json's css). */
const SAMPLE: Memorial = {
  id: '00000000-0000-4000-8000-000000000000',
  user_id: '00000000-0000-4000-8000-000000000001',
  full_name: 'A sample memorial',
  birth_date: '1930-01-01',
  death_date: '2020-01-01',
  epitaph: 'Epitaph',
  description: 'About',
  memories: 'Family memories',
  image_url: 'https://example.org/grave.jpg',
  person_image_url: 'https://example.org/portrait.jpg',
  is_public: true,
  latitude: 51.5074,
  longitude: -0.1278,
  cemetery_name: 'Cemetery',
  section: 'Section',
  plot_number: 'Plot',
} as Memorial;

/** Built once: the styles every memorial fragment needs. */
export async function pages(): Promise<Record<string, Omit<PrerenderedPage, 'css'>>> {
  await startMessages('mf_memorials', loadMessages, SOURCE_LOCALE);
  configure({
    supabaseUrl: 'https://example.org',
    supabaseAnonKey: 'sample',
    mapTileUrl: 'https://example.org/{z}/{x}/{y}.png',
  });
  const queryClient = serverQueryClient();
  const { id } = SAMPLE;
  queryClient.setQueryData(publicMemorialQueryOptions(id).queryKey, SAMPLE);
  queryClient.setQueryData(memoriesQueryOptions(id).queryKey, [
    {
      id: '00000000-0000-4000-8000-000000000002',
      user_id: SAMPLE.user_id,
      memory_text: 'A memory',
      created_at: '2020-02-01T12:00:00Z',
      updated_at: '2020-02-02T12:00:00Z',
      status: 'published',
      author_name: 'A visitor',
    },
  ]);
  const photo = 'https://example.org/photo.jpg';
  queryClient.setQueryData(galleryQueryOptions(id).queryKey, {
    photos: [{ id: 'photo', caption: 'A photo', storagePath: 'photo.jpg', url: photo, thumbnail: photo }],
    limit: -1,
    limitMessage: '',
  });
  queryClient.setQueryData(relativesQueryOptions(id, true).queryKey, [
    {
      linkId: 'link',
      id: '00000000-0000-4000-8000-000000000003',
      relation: 'parent',
      name: 'A parent',
      birthDate: '1900-01-01',
      deathDate: '1980-01-01',
      isPublic: true,
      slug: null,
    },
  ]);
  const { data: _, ...memorial } = fragmentOf(queryClient, id, SAMPLE);
  return { memorial };
}

type ServerConfig = Pick<AppConfig, 'supabaseUrl' | 'supabaseAnonKey' | 'mapTileUrl'>;

/** Realtime's socket, never opened here (nothing subscribes); Node before 22 has no WebSocket of its own. */
class NoWebSocket {
  constructor() {
    throw new Error('No realtime on the server');
  }
}

/**
 * The bundle's one Supabase client, holding no session (every request reads as the anonymous visitor), and the
 * configuration its pages read (the map's tiles). The host passes the same configuration at every request.
 */
function configure(config: ServerConfig): void {
  void initSupabase({ ...config, remotes: {} as AppConfig['remotes'], geocoderUrl: '' }, ((
    url: string,
    key: string,
  ) =>
    createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoWebSocket as never },
    })) as typeof createClient);
}

/**
 * The memorial as an anonymous visitor reads it, read by the page's own queries, or null when the app should
 * answer instead: private or missing, or an old address that the page moves on from. Any failure rejects: the
 * host then serves the plain app.
 */
export const renderPublicMemorial: MemorialPrerenderModule['renderPublicMemorial'] = async ({
  supabaseUrl,
  supabaseAnonKey,
  mapTileUrl,
  idOrSlug,
  locale = SOURCE_LOCALE,
}) => {
  configure({ supabaseUrl, supabaseAnonKey, mapTileUrl });
  await startMessages('mf_memorials', loadMessages, locale);
  const queryClient = serverQueryClient();
  const memorial = await queryClient.fetchQuery(publicMemorialQueryOptions(idOrSlug));
  if (!memorial || currentAddressOf(idOrSlug, memorial)) return null;
  await Promise.all([
    queryClient.fetchQuery(memoriesQueryOptions(memorial.id)),
    queryClient.fetchQuery(galleryQueryOptions(memorial.id)),
    queryClient.fetchQuery(relativesQueryOptions(memorial.id, true)),
  ]);
  return fragmentOf(queryClient, idOrSlug, memorial, locale);
};
