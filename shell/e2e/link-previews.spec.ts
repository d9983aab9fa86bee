import { randomUUID } from 'node:crypto';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt, uploadPhoto } from './memorial-helpers';

/** What Slack sends when it unfurls a link pasted into a message. */
const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

test.describe('link previews and search engines', () => {
  test("a crawler gets a public memorial's name and photo, nothing of a private one; a person gets the app", async ({
    page,
    request,
    app,
  }) => {
    const user = await createUser('Preview Owner');
    const session = await apiSignIn(user);
    const portrait = await uploadPhoto(session, 'person-images', `${randomUUID()}.png`);
    const hiddenPortrait = await uploadPhoto(session, 'person-images', `${randomUUID()}.png`);
    const publicId = await createMemorial(session, {
      full_name: 'Grace "Amazing" Hopper',
      is_public: true,
      birth_date: '1906-12-09',
      death_date: '1992-01-01',
      epitaph: 'Ask forgiveness, not permission',
      person_image_url: portrait,
    });
    const privateId = await createMemorial(session, {
      full_name: 'Percival Private',
      is_public: false,
      epitaph: 'Only for the family',
      person_image_url: hiddenPortrait,
    });

    const shown = await request.get(app(`/graves/${publicId}`), { headers: { 'User-Agent': SLACKBOT } });
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = await shown.text();
    expect(html).toContain('<meta property="og:title" content="Grace &quot;Amazing&quot; Hopper">');
    expect(html).toContain(`<meta property="og:image" content="${portrait}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('December 9, 1906 - January 1, 1992 · “Ask forgiveness, not permission”');
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]+/graves/${publicId}">`));

    const hidden = await request.get(app(`/graves/${privateId}`), { headers: { 'User-Agent': SLACKBOT } });
    expect(hidden.status()).toBe(404);
    const nothing = await hidden.text();
    expect(nothing).not.toContain('Percival');
    expect(nothing).not.toContain('Only for the family');
    expect(nothing).not.toContain(hiddenPortrait);
    expect(nothing).not.toContain('og:image');

    // People get the app at the same address, titled with the person's name.
    const visit = await page.goto(app(`/graves/${publicId}`));
    expect(visit?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1, name: 'Grace "Amazing" Hopper' })).toBeVisible();
    await expect(page).toHaveTitle('Grace "Amazing" Hopper');
    expect(visit?.headers()['x-robots-tag']).toBeUndefined();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the owner hides a public memorial from search engines: noindex header and meta, out of the sitemap', async ({
    page,
    request,
    app,
  }) => {
    const user = await createUser('Quiet Owner');
    const session = await apiSignIn(user);
    const name = `Quentin Quiet ${randomUUID().slice(0, 6)}`;
    const id = await createMemorial(session, { full_name: name, is_public: true });

    const robots = await request.get(app('/robots.txt'));
    expect(robots.status()).toBe(200);
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /dashboard\nDisallow: /auth\n');
    expect(rules).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = async () => {
      const answer = await request.get(app('/sitemap.xml'));
      expect(answer.status()).toBe(200);
      return answer.text();
    };
    expect(await sitemap()).toContain(`/graves/${id}</loc>`);

    await signInAt(page, app(''), user, `/dashboard/edit/${id}`);
    const hide = page.getByLabel('Hide from search engines');
    await expect(hide).not.toBeChecked();
    await hide.check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/grave/${id}$`));

    const visit = await page.goto(app(`/graves/${id}`));
    expect(visit?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await sitemap()).not.toContain(id);

    // A search engine's crawler is told the same, in the page and in the header.
    const crawled = await request.get(app(`/graves/${id}`), { headers: { 'User-Agent': 'Googlebot/2.1' } });
    expect(crawled.headers()['x-robots-tag']).toBe('noindex');
    expect(await crawled.text()).toContain('<meta name="robots" content="noindex">');
  });
});
