// The Deno entry of memorial-preview (what `supabase functions deploy memorial-preview` ships), run on a real Deno
// against this run's server with only the anon key: memorial-preview.test.ts covers the logic through the Node
// wrapper; this proves the deployed entry type-checks on Deno and reads as an anonymous visitor.
import { describe, expect, it } from 'vitest';
import { createMemorial } from '../fixtures.ts';
import { backend, signUp } from '../helpers.ts';
import { functionEntry, RELATIVE_IMPORTS, useDenoEntry } from '../platform/deno-entry.ts';

const SITE = 'https://memorials.example';

const deno = useDenoEntry(() => {
  const { url, anonKey } = backend();
  return {
    entry: functionEntry('memorial-preview'),
    imports: RELATIVE_IMPORTS,
    allowNet: [new URL(url).hostname],
    // No service role key is even readable: the function reads as anon.
    allowEnv: ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SITE_URL'],
    env: { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SITE_URL: SITE },
    readyPath: '/memorial-preview/robots.txt',
  };
});

describe('memorial-preview on Deno', () => {
  it('previews a public memorial, says nothing of a private one, and serves the sitemap from SITE_URL', async () => {
    const owner = await signUp('deno-preview');
    const shown = await createMemorial(owner, { full_name: 'Deno <Public> Person', is_public: true });
    const secret = await createMemorial(owner, { full_name: 'Deno Private Person', is_public: false });

    const page = await fetch(`${deno.origin}/memorial-preview/graves/${shown.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta property="og:title" content="Deno &lt;Public&gt; Person">');
    expect(html).toContain(`<meta property="og:url" content="${SITE}/graves/${shown.id}">`);

    const hidden = await fetch(`${deno.origin}/memorial-preview/graves/${secret.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('Deno Private Person');

    const sitemap = await (await fetch(`${deno.origin}/memorial-preview/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE}/graves/${shown.id}</loc>`);
    expect(sitemap).not.toContain(secret.id);
  });
});
