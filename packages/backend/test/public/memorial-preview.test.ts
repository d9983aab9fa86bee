// memorial-preview: what a link-preview crawler, robots.txt and sitemap.xml show, read as an anonymous visitor.
// The function is reached without any key, as crawlers (routed by the CDN or the static server) reach it.
import { describe, expect, it } from 'vitest';
import { createMemorial, setPlan, share } from '../fixtures.ts';
import { backend, client, signUp } from '../helpers.ts';

/** The configured SITE_URL of the test server (the default). */
const SITE = 'http://localhost:3000';

const preview = (path: string, init: RequestInit = {}) =>
  fetch(`${backend().url}/functions/v1/memorial-preview${path}`, init);

/** The content of a `<meta {attribute}="{key}" content="...">` tag, still escaped as sent. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

const photoUrl = (owner: string, query = '') =>
  `${backend().url}/storage/v1/object/public/person-images/${owner}/portrait.png${query}`;

describe('memorial-preview: link previews', () => {
  it("a public memorial's preview carries its name, dates, epitaph and photo, every value escaped", async () => {
    const owner = await signUp('preview');
    const name = 'Ada "Lovelace" <script>alert(1)</script> & Byron';
    const photo = photoUrl(owner.id, '?v=1&size=large');
    const grave = await createMemorial(owner, {
      full_name: name,
      is_public: true,
      birth_date: '1815-12-10',
      death_date: '1852-11-27',
      epitaph: 'Poetical <b>science</b>',
      person_image_url: photo,
    });

    const response = await preview(`/graves/${grave.id}`, { headers: { 'user-agent': 'Slackbot 1.0' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const html = await response.text();

    const escapedName = 'Ada &quot;Lovelace&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; Byron';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>science</b>');
    expect(html).toContain(`<title>${escapedName}</title>`);
    expect(metaContent(html, 'og:title')).toBe(escapedName);
    expect(metaContent(html, 'twitter:title')).toBe(escapedName);
    expect(metaContent(html, 'og:description')).toBe(
      'December 10, 1815 - November 27, 1852 · “Poetical &lt;b&gt;science&lt;/b&gt;”',
    );
    expect(metaContent(html, 'og:image')).toBe(photo.replace('&', '&amp;'));
    expect(metaContent(html, 'twitter:image')).toBe(photo.replace('&', '&amp;'));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/graves/${grave.id}`);
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('by its readable slug too, with the grave photo when there is no portrait', async () => {
    const owner = await signUp('preview-slug');
    await setPlan(owner.id, 'price_personal_monthly'); // custom addresses are a Personal and Family feature
    const slug = `preview-${owner.id.slice(0, 8)}`;
    const cover = `${backend().url}/storage/v1/object/public/grave-images/${owner.id}/stone.png`;
    await createMemorial(owner, {
      full_name: 'Walter Ames',
      is_public: true,
      slug,
      epitaph: null,
      description: 'Built   boats\nfor forty years.',
      image_url: cover,
    });
    const html = await (await preview(`/graves/${slug.toUpperCase()}`)).text();
    expect(metaContent(html, 'og:title')).toBe('Walter Ames');
    expect(metaContent(html, 'og:image')).toBe(cover);
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/graves/${slug}`);
    expect(metaContent(html, 'og:description')).toBe(
      'February 1, 1940 - May 6, 2020 · Built boats for forty years.',
    );
  });

  it('by an old custom address too (issue 15), pointing at the current one; a private one stays generic', async () => {
    const owner = await signUp('preview-moved');
    await setPlan(owner.id, 'price_personal_monthly');
    const old = `moved-${owner.id.slice(0, 8)}`;
    const current = `${old}-now`;
    const grave = await createMemorial(owner, { full_name: 'Ruth Moved', is_public: true, slug: old });
    await owner.client.from('graves').update({ slug: current }).eq('id', grave.id);
    const response = await preview(`/graves/${old}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(metaContent(html, 'og:title')).toBe('Ruth Moved');
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/graves/${current}`);

    await owner.client.from('graves').update({ is_public: false }).eq('id', grave.id);
    for (const address of [old, current]) {
      const hidden = await preview(`/graves/${address}`);
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).not.toContain('Ruth Moved');
    }
  });

  it('a private memorial and a missing one answer the same generic page, with nothing of the memorial', async () => {
    const owner = await signUp('preview-private');
    const secret = 'Private Person Zebediah';
    const photo = photoUrl(owner.id);
    const grave = await createMemorial(owner, {
      full_name: secret,
      is_public: false,
      epitaph: 'hidden words',
      person_image_url: photo,
    });

    const privateAnswer = await preview(`/graves/${grave.id}`, {
      headers: { 'user-agent': 'Twitterbot/1.0' },
    });
    const missingAnswer = await preview('/graves/00000000-0000-4000-8000-000000000000');
    expect(privateAnswer.status).toBe(404);
    expect(missingAnswer.status).toBe(404);
    const html = await privateAnswer.text();
    expect(html).toBe(await missingAnswer.text());
    expect(html).not.toContain(secret);
    expect(html).not.toContain('hidden words');
    expect(html).not.toContain(owner.id);
    expect(html).not.toContain(grave.id);
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'og:title')).toBe('Evergreen Memorials');
    expect(privateAnswer.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('odd addresses are a generic page or a JSON 404, never a failure', async () => {
    for (const path of [
      '/graves/%E0%A4%A',
      '/graves/..%2F..%2Fetc',
      '/graves/a%22b',
      `/graves/${'x'.repeat(300)}`,
    ]) {
      const response = await preview(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<title>Evergreen Memorials</title>');
    }
    const elsewhere = await preview('/something');
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: 'Not found' });
    const post = await preview('/sitemap.xml', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
  });

  it('a memorial hidden from search engines sends noindex (header and meta) and still previews', async () => {
    const owner = await signUp('preview-noindex');
    const grave = await createMemorial(owner, { full_name: 'Quiet Quentin', is_public: true });
    expect((await preview(`/graves/${grave.id}`, { method: 'HEAD' })).headers.get('x-robots-tag')).toBeNull();

    const { error } = await owner.client.from('graves').update({ hide_from_search: true }).eq('id', grave.id);
    expect(error).toBeNull();

    const head = await preview(`/graves/${grave.id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-robots-tag')).toBe('noindex');
    expect(await head.text()).toBe('');
    const page = await preview(`/graves/${grave.id}`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(metaContent(html, 'og:title')).toBe('Quiet Quentin');
  });
});

describe('memorial-preview: robots.txt and sitemap.xml', () => {
  it('robots.txt allows the public pages, keeps crawlers out of the dashboard and sign-in, and names the sitemap', async () => {
    const response = await preview('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /auth\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('the sitemap lists public pages and indexable public memorials at once, never private or hidden ones', async () => {
    const sitemap = async () => {
      const response = await preview('/sitemap.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(
        Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]),
      ).toBeLessThanOrEqual(60);
      return response.text();
    };
    const owner = await signUp('sitemap');
    await setPlan(owner.id, 'price_personal_monthly'); // custom addresses are a Personal and Family feature
    const shown = await createMemorial(owner, { full_name: 'Shown', is_public: true });
    const hidden = await createMemorial(owner, {
      full_name: 'Hidden',
      is_public: true,
      hide_from_search: true,
    });
    const secret = await createMemorial(owner, {
      full_name: 'Secret',
      is_public: false,
      cemetery_name: `Sitemap Secret Garden ${owner.id.slice(0, 8)}`,
    });
    const slug = `sitemap-${owner.id.slice(0, 8)}`;
    const readable = await createMemorial(owner, { full_name: 'Readable', is_public: true, slug });

    const xml = await sitemap();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    for (const path of ['/', '/help', '/contact', '/terms', '/privacy']) {
      expect(xml).toContain(`<url><loc>${SITE}${path}</loc></url>`);
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${SITE}/graves/${shown.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+Z</lastmod>`),
    );
    expect(xml).toContain(`<loc>${SITE}/graves/${slug}</loc>`);
    expect(xml).not.toContain(readable.id);
    expect(xml).not.toContain(hidden.id);
    expect(xml).not.toContain(secret.id);
    // Cemetery pages (issue 31): Oak Hill has public memorials; a cemetery only a private memorial names is left out.
    expect(xml).toContain(`<url><loc>${SITE}/cemeteries/oak-hill</loc></url>`);
    expect(xml).not.toContain('sitemap-secret-garden');

    // Published a moment ago: in the very next sitemap. Hidden or made private again: gone from it.
    const { error: published } = await owner.client
      .from('graves')
      .update({ is_public: true })
      .eq('id', secret.id);
    expect(published).toBeNull();
    expect(await sitemap()).toContain(`/graves/${secret.id}</loc>`);
    const { error: hiding } = await owner.client
      .from('graves')
      .update({ hide_from_search: true })
      .eq('id', shown.id);
    expect(hiding).toBeNull();
    const { error: unpublished } = await owner.client
      .from('graves')
      .update({ is_public: false })
      .eq('id', secret.id);
    expect(unpublished).toBeNull();
    const after = await sitemap();
    expect(after).not.toContain(shown.id);
    expect(after).not.toContain(secret.id);
  });
});

describe('hide_from_search', () => {
  it('defaults to false, the owner and an editor may change it, a visitor may not', async () => {
    const owner = await signUp('hide-owner');
    const editor = await signUp('hide-editor');
    const stranger = await signUp('hide-stranger');
    const grave = await createMemorial(owner, { full_name: 'Editable', is_public: true });
    expect(grave.hide_from_search).toBe(false);
    await share(grave.id, editor, 'editor');

    const refused = await stranger.client
      .from('graves')
      .update({ hide_from_search: true })
      .eq('id', grave.id)
      .select();
    expect(refused.data).toEqual([]);
    const changed = await owner.client
      .from('graves')
      .update({ hide_from_search: true })
      .eq('id', grave.id)
      .select('hide_from_search, is_read_only')
      .single();
    expect(changed.error).toBeNull();
    expect(changed.data).toEqual({ hide_from_search: true, is_read_only: false });
    const byEditor = await editor.client
      .from('graves')
      .update({ hide_from_search: false })
      .eq('id', grave.id)
      .select('hide_from_search')
      .single();
    expect(byEditor.data).toEqual({ hide_from_search: false });
  });

  it('is refused on a read-only memorial like any other change, and allowed on the editable ones', async () => {
    const owner = await signUp('hide-read-only');
    const { data: plans, error } = await client().rpc('billing_plans');
    expect(error).toBeNull();
    const personal = (plans as { plan_id: string; price_id: string | null }[]).find(
      (plan) => plan.plan_id === 'personal',
    );
    await setPlan(owner.id, personal?.price_id ?? null);
    const graves = [];
    for (let n = 1; n <= 6; n++)
      graves.push(await createMemorial(owner, { full_name: `Public ${n}`, is_public: true }));
    // Back to Free (5 memorials): the newest is read-only.
    await setPlan(owner.id, null);
    const hide = (id: string) =>
      owner.client.from('graves').update({ hide_from_search: true }).eq('id', id).select('hide_from_search');
    const refused = await hide(graves[5]?.id ?? '');
    expect(refused.error?.message).toBe(
      'This memorial is read-only because your Free plan allows 5 memorials. Upgrade to edit it again.',
    );
    const allowed = await hide(graves[0]?.id ?? '');
    expect(allowed.error).toBeNull();
    expect(allowed.data).toEqual([{ hide_from_search: true }]);
  });
});
