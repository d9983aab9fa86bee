// mf-memorials' prerendered public memorial (issue 14), built for Node by rsbuild.prerender.config.ts: the same
// MemorialContent the page shows (photo, name, dates, epitaph, About), as markup the shell's host puts in the
// first HTML response of /graves/:idOrSlug. Never bundled for the browser. The host loads this bundle from this
// app's deployment (prerender/server/render.mjs) and calls renderPublicMemorial per request.
import '@mantine/core/styles.layer.css';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { renderToMarkup } from '@evergreen/design-system/prerender';
import { isUuid } from '@evergreen/domain/memorial-form';
import type { MemorialPrerenderModule, PrerenderedPage, RenderedFragment } from '@evergreen/domain/prerender';
import { MemoryRouter } from 'react-router-dom';
import type { Memorial } from './features/memorials/api/get-memorials';
import { MemorialContent } from './features/memorials/components/MemorialContent';
import { PublicMemorialAside } from './features/memorials/components/PublicMemorialAside';
import { memorialDescription } from './features/memorials/hooks/usePublicMemorialMeta';

function fragmentOf(memorial: Memorial, mapTileUrl: string): RenderedFragment {
  return {
    // The page's grid with its side column as the page draws it (the map as a picture of its tiles until Leaflet
    // comes with the app); the gallery, family and visitor memories come with the app.
    html: renderToMarkup(
      <MemoryRouter>
        <PageLayout aside={<PublicMemorialAside memorial={memorial} tileUrl={mapTileUrl} />}>
          <MemorialContent memorial={memorial} />
        </PageLayout>
      </MemoryRouter>,
    ),
    title: memorial.full_name,
    description: memorialDescription(memorial),
  };
}

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
export function pages(): Record<string, Omit<PrerenderedPage, 'css'>> {
  return { memorial: fragmentOf(SAMPLE, 'https://example.org/{z}/{x}/{y}.png') };
}

async function rest<T>(url: string, anonKey: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The memorial as an anonymous visitor reads it (PostgREST with the anon key: row-level security decides, as in
 * the page's own get-public-memorial.ts), or null when the app should answer instead: private or missing, or an
 * old address that the page moves on from.
 */
export const renderPublicMemorial: MemorialPrerenderModule['renderPublicMemorial'] = async ({
  supabaseUrl,
  supabaseAnonKey,
  mapTileUrl,
  idOrSlug,
  signal,
}) => {
  const base = supabaseUrl.replace(/\/$/, '');
  let id = idOrSlug;
  if (!isUuid(idOrSlug)) {
    const [resolved] = await rest<{ grave_id: string; current_slug: string | null }[]>(
      `${base}/rest/v1/rpc/resolve_memorial_slug`,
      supabaseAnonKey,
      { method: 'POST', body: JSON.stringify({ address: idOrSlug }), signal },
    );
    if (!resolved || resolved.current_slug !== idOrSlug) return null;
    id = resolved.grave_id;
  }
  const [memorial] = await rest<Memorial[]>(
    `${base}/rest/v1/graves?select=*&is_public=eq.true&id=eq.${encodeURIComponent(id)}`,
    supabaseAnonKey,
    { signal },
  );
  return memorial ? fragmentOf(memorial, mapTileUrl) : null;
};
