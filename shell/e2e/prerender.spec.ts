import { randomUUID } from 'node:crypto';
import type { Locator, Page, Route } from '@playwright/test';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, restAs, uploadPhoto } from './memorial-helpers';

const HERO = 'Preserve the memories of those you love';
/** A browser's page navigation: the host composes prerendered pages for these only. */
const NAVIGATION = { Accept: 'text/html,application/xhtml+xml' };

/** Every layout shift the page has had so far (Layout Instability API), not counting those after input. */
function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let total = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** The first `<tag ...>` of the markup whose attributes include `attribute` (e.g. `type="email"`). */
function tagOf(html: string, tag: string, attribute: string): string {
  return (
    [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].find((match) =>
      match[0].includes(attribute),
    )?.[0] ?? ''
  );
}

const PHOTOS_ANSWER = /a photo of the person and a photo of the grave/;
const DELETION_ANSWER = /choose Delete Account and then Confirm Delete/;

/** One question of the help centre's FAQ: the <details> around the <summary> that asks it. */
function faqItem(scope: Page | Locator, question: string): Locator {
  return scope.locator('summary', { hasText: question }).locator('..');
}

/**
 * The page's scripts held back until `release()`: the prerendered first paint is what the visitor has, for as long
 * as a slow phone takes to get the app (its own and the remotes' scripts, all `.js`).
 */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.js', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Marks the prerendered nodes that `selectors` find with a property of this page's JavaScript, before the app has
 * run; `stillMarked` then tells whether each is still the node in the document (hydrated, not replaced).
 */
async function markNodes(
  page: Page,
  selectors: string[],
): Promise<{ stillMarked: () => Promise<boolean[]> }> {
  await page.evaluate((all) => {
    for (const selector of all) {
      const node = document.querySelector(selector);
      if (node) Object.assign(node, { prerenderedMark: selector });
    }
  }, selectors);
  return {
    stillMarked: () =>
      page.evaluate(
        (all) =>
          all.map(
            (selector) =>
              (document.querySelector(selector) as (Element & { prerenderedMark?: string }) | null)
                ?.prerenderedMark === selector,
          ),
        selectors,
      ),
  };
}

/**
 * Resolves once React has hydrated the node `selector` finds (React keeps its fiber on the DOM node it owns): the
 * app has taken the prerendered markup over.
 */
function hydrated(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction((target) => {
    const node = document.querySelector(target);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** The page's errors and the console's (a hydration or a React warning would be one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('prerendered first paint (issue 14)', () => {
  test('the first HTML of / holds the hero, painted without JavaScript; the app takes over without a shift', async ({
    request,
    browser,
    page,
    app,
  }) => {
    const answer = await request.get(app('/'), { headers: NAVIGATION });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`>${HERO}</h1>`);
    expect(html).toContain('<title>Evergreen Memorials: online memorials for the people you love</title>');
    expect(answer.headers()['content-security-policy']).toMatch(/script-src 'self' [^;]*'sha256-[^']+'/);
    // A page that is not prerendered is the plain app.
    expect(await (await request.get(app('/terms'), { headers: NAVIGATION })).text()).toContain(
      '<div id="root"></div>',
    );

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto(app('/'));
    await expect(still.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(still.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/auth');
    await withoutScripts.close();

    // With JavaScript the app hydrates the prerendered markup: the nodes on screen become the app's.
    const errors = errorsOf(page);
    const scripts = await holdScripts(page);
    await page.goto(app('/'), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root').getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    const nodes = await markNodes(page, ['main h1', 'header nav a[href="/auth"]', 'footer']);
    await scripts.release();
    await hydrated(page, 'main h1');
    expect(await nodes.stillMarked()).toEqual([true, true, true]);
    await expect(page).toHaveTitle('Evergreen Memorials: online memorials for the people you love');
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    // The hydrated link answers as the app's: a navigation within the page, not a new document.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the first HTML of /help holds the help centre, its search box and categories disabled until the app takes over', async ({
    request,
    browser,
    page,
    app,
  }) => {
    const html = await (await request.get(app('/help'), { headers: NAVIGATION })).text();
    expect(html).toContain('>Help Center</h1>');
    expect(html).toContain('<title>Help Center | Evergreen Memorials</title>');
    expect(tagOf(html, 'input', 'aria-label="Search the help center"')).toContain('disabled=""');
    expect(tagOf(html, 'button', 'aria-pressed="true"')).toContain('disabled=""');

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto(app('/help'));
    await expect(still.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(still.getByRole('searchbox', { name: 'Search the help center' })).toBeDisabled();
    await expect(still.getByRole('button', { name: /^All topics/ })).toBeDisabled();
    // A question is a native disclosure: it answers without any JavaScript at all.
    await still.locator('summary', { hasText: 'How do I delete my account?' }).click();
    await expect(still.getByText(DELETION_ANSWER)).toBeVisible();
    await withoutScripts.close();

    const errors = errorsOf(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(app('/help'));
      await expect(page.getByRole('searchbox', { name: 'Search the help center' })).toBeEnabled();
      expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    }

    // Typing as soon as the page shows: the box takes it once it is the app's, and nothing typed is lost.
    await page.goto(app('/help'));
    const search = page.getByRole('searchbox', { name: 'Search the help center' });
    await search.fill('phtoos');
    await expect(faqItem(page, 'How do I add photos?')).toHaveAttribute('open');
    await expect(search).toHaveValue('phtoos');

    // A link to one answer opens it once the app has taken over (the server never sees the #fragment).
    await page.goto(app('/help#faq-delete-account'));
    const deletion = page.locator('summary', { hasText: 'How do I delete my account?' });
    await expect(faqItem(page, 'How do I delete my account?')).toHaveAttribute('open');
    await expect(deletion).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test("the first HTML of /auth holds the sign-in form, disabled until the app's takes its place", async ({
    request,
    browser,
    page,
    app,
  }) => {
    const html = await (await request.get(app('/auth'), { headers: NAVIGATION })).text();
    expect(html).toContain('>Welcome Back</h1>');
    expect(tagOf(html, 'input', 'type="email"')).toContain('disabled=""');
    expect(tagOf(html, 'input', 'type="password"')).toContain('disabled=""');
    expect(tagOf(html, 'button', 'type="submit"')).toContain('disabled=""');
    expect(html).not.toContain('redirected to your intended page');
    // The query decides what the page says: the return notice for an in-app next, nothing prerendered for a reset
    // link (its form needs the recovery session that only the browser has).
    const returning = await request.get(app('/auth?next=%2Fdashboard%2Fsettings'), { headers: NAVIGATION });
    expect(await returning.text()).toContain('redirected to your intended page after signing in.');
    const reset = await request.get(app('/auth?reset=true'), { headers: NAVIGATION });
    expect(await reset.text()).toContain('<div id="root"></div>');

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto(app('/auth'));
    await expect(still.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(still.getByLabel('Email Address')).toBeDisabled();
    await expect(still.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await withoutScripts.close();

    const errors = errorsOf(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(app('/auth'));
      await expect(page.getByLabel('Email Address')).toBeEnabled();
      expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    }

    // The form on screen is the one that answers: its nodes are hydrated, and made live, not replaced.
    const scripts = await holdScripts(page);
    await page.goto(app('/auth'), { waitUntil: 'domcontentloaded' });
    await expect(page.getByLabel('Email Address')).toBeDisabled();
    const nodes = await markNodes(page, ['main h1', 'input[type="email"]', 'button[type="submit"]']);
    await scripts.release();
    await expect(page.getByLabel('Email Address')).toBeEnabled();
    expect(await nodes.stillMarked()).toEqual([true, true, true]);
    await page.getByLabel('Email Address').fill('early@example.com');
    await expect(page.getByLabel('Email Address')).toHaveValue('early@example.com');
    expect(errors).toEqual([]);
  });

  test("a public memorial's first HTML holds its name and photo; a private one's reveals nothing", async ({
    request,
    page,
    app,
  }) => {
    const session = await apiSignIn(await createUser('Prerender Owner'));
    const grave = await uploadPhoto(session, 'grave-images', `${randomUUID()}.png`);
    const secretPhoto = await uploadPhoto(session, 'grave-images', `${randomUUID()}.png`);
    const name = `Margaret Prerendered ${randomUUID().slice(0, 6)}`;
    const publicId = await createMemorial(session, {
      full_name: name,
      is_public: true,
      birth_date: '1931-04-02',
      death_date: '2019-11-30',
      image_url: grave,
    });
    const privateId = await createMemorial(session, {
      full_name: 'Percy Private Prerender',
      is_public: false,
      epitaph: 'Only for the family',
      image_url: secretPhoto,
    });

    const shown = await (await request.get(app(`/graves/${publicId}`), { headers: NAVIGATION })).text();
    expect(shown).toContain(`>${name}</h1>`);
    expect(shown).toContain('April 2, 1931 - November 30, 2019');
    const photo = shown.match(/<img[^>]*>/)?.[0] ?? '';
    expect(photo).toContain(`src="${grave}"`);
    // HTML attribute names are case-insensitive: React writes fetchPriority.
    expect(photo.toLowerCase()).toContain('fetchpriority="high"');
    expect(shown).toContain(`<title>${name}</title>`);

    const hidden = await request.get(app(`/graves/${privateId}`), { headers: NAVIGATION });
    expect(hidden.status()).toBe(200);
    const plain = await hidden.text();
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).not.toContain('Percy');
    expect(plain).not.toContain('Only for the family');
    expect(plain).not.toContain(secretPhoto);
    const missing = await (await request.get(app(`/graves/${randomUUID()}`), { headers: NAVIGATION })).text();
    expect(missing).toContain('<div id="root"></div>');

    // The page as the app draws it, every section, with the data it was drawn from for the app to start from.
    expect(shown).toContain('>Visitor Memories</h2>');
    expect(shown).toContain('No memories have been shared yet.');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(shown)?.[1] ?? '{}';
    expect(JSON.stringify(JSON.parse(data))).toContain(name);
    expect(shown).not.toContain('Loading memorial...');

    await page.goto(app(`/graves/${publicId}`));
    await hydrated(page, 'main h1');
    await expect(page.locator('#root').getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(name);
  });

  test("a public memorial's map comes in its first HTML as a picture of the tiles that Leaflet then draws, in place", async ({
    request,
    page,
    app,
  }) => {
    const label = 'Map of the grave of Eleanor Grace Whitfield';
    const shown = await (await request.get(app('/graves/demo'), { headers: NAVIGATION })).text();
    expect(shown).toContain(`aria-label="${label}"`);
    expect(shown).toContain('Evergreen Cemetery');
    expect(shown).toContain('Create Your Own Memorial');
    const picture = shown.slice(shown.indexOf(`aria-label="${label}"`));
    const pictured = [
      ...picture.slice(0, picture.indexOf('</section>')).matchAll(/<img[^>]* src="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(pictured.length).toBeGreaterThan(0);
    for (const url of pictured) expect(url).toMatch(/\/15\/\d+\/\d+\.png$/);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(app('/graves/demo'));
    const map = page.locator('#root').getByRole('region', { name: label });
    // Leaflet's zoom buttons: the map itself has replaced its picture.
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(map.locator('img[src$=".png"]').first()).toBeVisible();
    const drawn = await map
      .locator('img[src$=".png"]')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    // The same tiles: the browser already had every one Leaflet asks for.
    for (const url of drawn) expect(pictured).toContain(url);
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
  });

  test('on /help a question clicked, or opened with Enter, at first paint answers, and stays open once the app takes over', async ({
    page,
    app,
  }) => {
    const errors = errorsOf(page);
    const scripts = await holdScripts(page);
    await page.goto(app('/help'), { waitUntil: 'domcontentloaded' });
    const drawn = page.locator('#root');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(drawn.getByRole('searchbox', { name: 'Search the help center' })).toBeDisabled();

    await drawn.locator('summary', { hasText: 'How do I add photos?' }).click();
    await expect(drawn.getByText(PHOTOS_ANSWER)).toBeVisible();
    await drawn.locator('summary', { hasText: 'How do I delete my account?' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawn.getByText(DELETION_ANSWER)).toBeVisible();
    const nodes = await markNodes(page, [
      'main h1',
      '#faq-add-photos',
      '#faq-delete-account',
      'input[type="search"]',
    ]);

    await scripts.release();
    await expect(drawn.getByRole('searchbox', { name: 'Search the help center' })).toBeEnabled();
    // Hydrated, not replaced: the very nodes the visitor clicked are the app's.
    expect(await nodes.stillMarked()).toEqual([true, true, true, true]);
    await expect(drawn.getByText(PHOTOS_ANSWER)).toBeVisible();
    await expect(drawn.getByText(DELETION_ANSWER)).toBeVisible();
    // The focus stayed on the question: the next Enter closes it, in the app's page, whose state heard of both.
    const deletion = drawn.locator('summary', { hasText: 'How do I delete my account?' });
    await expect(deletion).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawn.getByText(DELETION_ANSWER)).toBeHidden();
    await expect(faqItem(drawn, 'How do I add photos?')).toHaveAttribute('open');
    // A search replaces the opened answers with its matches: the app's state holds what the visitor opened.
    await drawn.getByRole('searchbox', { name: 'Search the help center' }).fill('xylophone');
    await drawn.getByRole('searchbox', { name: 'Search the help center' }).fill('');
    await expect(faqItem(drawn, 'How do I add photos?')).not.toHaveAttribute('open');
    expect(errors).toEqual([]);
  });

  test('a public memorial is hydrated: a photo clicked at first paint opens once the app takes over, on the same nodes', async ({
    page,
    app,
  }) => {
    const session = await apiSignIn(await createUser('Hydrated Owner'));
    const name = `Harriet Hydrated ${randomUUID().slice(0, 6)}`;
    const id = await createMemorial(session, { full_name: name, is_public: true });
    const url = await uploadPhoto(session, 'grave-images', `${randomUUID()}.png`);
    const seeded = await restAs(session, 'POST', 'grave_photos', {
      grave_id: id,
      storage_path: url.split('/grave-images/')[1],
      caption: 'By the lake',
    });
    expect(seeded.status).toBe(201);

    const errors = errorsOf(page);
    const scripts = await holdScripts(page);
    await page.goto(app(`/graves/${id}`), { waitUntil: 'domcontentloaded' });
    const drawn = page.locator('#root');
    await expect(drawn.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(drawn.getByRole('heading', { level: 2, name: 'Gallery' })).toBeVisible();
    const nodes = await markNodes(page, [
      'main h1',
      '[aria-label="Open By the lake"]',
      '#visitor-memories',
      'header a[href^="/auth"]',
    ]);
    // Pressed before the app is here: nothing answers yet...
    await drawn.getByRole('button', { name: 'Open By the lake' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await scripts.release();
    // ...and the viewer opens once the app has taken over.
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'By the lake' })).toBeVisible();
    await hydrated(page, '[aria-label="Open By the lake"]');
    // Hydrated, not replaced: the very nodes the visitor saw and clicked are the app's.
    expect(await nodes.stillMarked()).toEqual([true, true, true, true]);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a public memorial's links answer at first paint, and a control focused then keeps the focus once the app takes over", async ({
    page,
    app,
  }) => {
    const errors = errorsOf(page);
    let scripts = await holdScripts(page);
    await page.goto(app('/graves/demo'), { waitUntil: 'domcontentloaded' });
    const drawn = page.locator('#root');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' })).toBeVisible();
    await drawn.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await scripts.release();
    await page.unrouteAll();

    // Focused before the app arrives (Tab on a phone, as the page shows), pressed after it has taken over.
    scripts = await holdScripts(page);
    await page.goto(app('/graves/demo'), { waitUntil: 'domcontentloaded' });
    const signIn = drawn.getByRole('banner').getByRole('link', { name: 'Sign In' });
    await signIn.focus();
    await scripts.release();
    await hydrated(page, 'header a[href^="/auth"]');
    await expect(signIn).toBeFocused();
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\?next=%2Fgraves%2Fdemo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
