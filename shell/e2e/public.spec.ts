import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, expect, signIn, test } from './fixtures';

/** Journeys of the public pages (spec sections 1, 2 and 9) as a visitor meets them, in Debian's Chromium. */

const SECTION_9 = {
  age: 'at least 13 years old',
  priceNotice: 'at least 30 days before a price change',
  privacyAnswer: 'We answer privacy requests within 30 days',
  usageData: 'Usage data is kept for up to 2 years',
  support: 'within 24 hours',
  hours: 'Mon-Fri 9-6 PST, Sat 10-4, Sun closed',
};

const section = (page: Page, name: string) => page.getByRole('region', { name });
const texts = (locator: Locator) => locator.allTextContents();

test('the landing page: nav, hero, features, steps, testimonials, plans and footer, painted without data or map code', async ({
  page,
  app,
}) => {
  const backend = new URL(process.env.SUPABASE_URL ?? '').origin;
  const backendRequests: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === backend) backendRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(app('/'), { waitUntil: 'networkidle' });

  await expect(page).toHaveTitle('Evergreen Memorials: online memorials for the people you love');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  expect(await texts(nav.getByRole('link'))).toEqual([
    'Find a memorial',
    'Help',
    'Contact',
    'Sign in',
    'Get Started',
  ]);
  await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Preserve the memories of those you love' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute('href', '/auth');
  await expect(main.getByRole('link', { name: 'View a demo memorial' })).toHaveAttribute(
    'href',
    '/graves/demo',
  );

  await expect(section(page, 'Everything a memorial needs').getByRole('listitem')).toHaveCount(6);
  const steps = section(page, 'How it works').getByRole('listitem');
  await expect(steps).toHaveCount(3);
  const proof = section(page, 'Trusted by families');
  for (const figure of ['families', 'memories preserved', 'average rating']) {
    await expect(proof.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(proof.getByRole('blockquote')).toHaveCount(3);

  const plans = section(page, 'Simple, honest plans');
  await expect(plans.getByRole('article')).toHaveCount(3);
  const features = (plan: string) =>
    texts(plans.getByRole('list', { name: `${plan} plan features` }).getByRole('listitem'));
  expect(await features('Free')).toEqual([
    'Public sharing',
    'Location mapping',
    'Basic photo storage',
    'Mobile access',
  ]);
  expect(await features('Personal')).toEqual([
    'Basic PDF export',
    'Reminder system',
    'Enhanced photo storage',
    'Custom memorial URLs',
    'Priority email support',
  ]);
  expect(await features('Family')).toEqual([
    'Rich PDF export',
    'Priority support',
    'Advanced reminder system',
    'Premium photo storage',
    'Family tree integration',
  ]);
  await expect(plans.getByRole('article', { name: 'Family' }).getByText('Most Popular')).toBeVisible();
  await expect(plans.getByText('Most Popular')).toHaveCount(1);
  for (const plan of ['Free', 'Personal', 'Family']) {
    await expect(plans.getByRole('link', { name: `Get Started with ${plan}` })).toHaveAttribute(
      'href',
      '/auth',
    );
  }

  // Spec: static marketing text. Nothing is asked of the backend, and no map or date-picker code is downloaded.
  expect(backendRequests).toEqual([]);
  const code = await Promise.all(scripts);
  expect(code.some((body) => body.includes('leaflet-container'))).toBe(false);
  expect(code.some((body) => body.includes('@mantine/dates/'))).toBe(false);

  // Footer links, each to its page.
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  expect(await texts(footer.getByRole('link'))).toEqual(['Terms', 'Privacy', 'Help', 'Contact']);
  for (const [link, heading] of [
    ['Terms', 'Terms of Service'],
    ['Privacy', 'Privacy Policy'],
    ['Help', 'Help Center'],
    ['Contact', 'Contact Us'],
  ] as const) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('link', { name: 'Evergreen Memorials home' }).click();
  await page.getByRole('main').getByRole('link', { name: 'View a demo memorial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' })).toBeVisible();
});

test('terms and privacy state the constants of section 9, with contents and a Last updated date', async ({
  page,
  app,
}) => {
  await page.goto(app('/terms'));
  await expect(page).toHaveTitle('Terms of Service | Evergreen Memorials');
  await expect(page.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  const terms = page.getByRole('main');
  for (const constant of [SECTION_9.age, SECTION_9.priceNotice, SECTION_9.support, SECTION_9.hours]) {
    await expect(terms).toContainText(constant);
  }
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Plans and payments' })
    .click();
  await expect(page).toHaveURL(/\/terms#plans-and-payments$/);
  await expect(page.getByRole('heading', { level: 2, name: /Plans and payments/ })).toBeInViewport();

  await page.goto(app('/privacy#retention'));
  await expect(page.getByRole('heading', { level: 2, name: /How long we keep it/ })).toBeInViewport();
  await expect(page).toHaveTitle('Privacy Policy | Evergreen Memorials');
  const privacy = page.getByRole('main');
  for (const constant of [
    SECTION_9.privacyAnswer,
    SECTION_9.usageData,
    'children under 13',
    SECTION_9.support,
    SECTION_9.hours,
  ]) {
    await expect(privacy).toContainText(constant);
  }
});

test('the help centre: search by a misspelled word, No results, categories, #faq and an answer of its own', async ({
  page,
  app,
}) => {
  await page.goto(app('/help'));
  await expect(page).toHaveTitle('Help Center | Evergreen Memorials');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  // Each question is the <summary> of a native disclosure (it works before any script has run).
  const questions = faq.locator('summary');
  const total = await questions.count();
  expect(total).toBeGreaterThanOrEqual(15);

  const search = page.getByRole('searchbox', { name: 'Search the help center' });
  // The first HTML shows the box disabled until the app's box takes its place; key by key, as a person types,
  // once it takes typing (fill waits for that by itself, pressing keys does not).
  await expect(search).toBeEnabled();
  await search.pressSequentially('phtoos');
  await expect(questions.first()).toHaveText('How do I add photos?');
  await expect(faq.locator('details').first()).toHaveAttribute('open');
  await expect(questions.first().locator('mark', { hasText: 'photos' })).toBeVisible();

  await search.fill('lifetme');
  await expect(faq.getByText(/Lifetime plan at \$129 one-time/)).toBeVisible();
  await expect(faq.getByText(/5 \/ 25 \/ unlimited memorials/)).toBeVisible();

  await search.fill('xylophone');
  await expect(faq.getByText('No results', { exact: true })).toBeVisible();
  await faq.getByRole('link', { name: 'contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();

  await page.getByRole('searchbox').fill('');
  const categories = page.getByRole('group', { name: 'Categories' });
  await categories.getByRole('button', { name: /^Sharing/ }).click();
  await expect(questions).toHaveCount(3);
  await expect(questions.nth(1)).toHaveText('What is the difference between a viewer and an editor?');
  await categories.getByRole('button', { name: /^All topics/ }).click();
  await expect(questions).toHaveCount(total);

  await page.goto(app('/help#faq'));
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInViewport();

  await page.goto(app('/help#faq-delete-account'));
  const deletion = page.locator('summary', { hasText: 'How do I delete my account?' });
  await expect(page.locator('#faq-delete-account')).toHaveAttribute('open');
  await expect(deletion).toBeInViewport();
  await expect(page.getByText(/choose Delete Account and then Confirm Delete/)).toBeVisible();
});

test('the FAQ works with the keyboard alone', async ({ page, app }) => {
  await page.goto(app('/help'));
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.locator('summary');
  const answers = faq.locator('details');
  const search = page.getByRole('searchbox', { name: 'Search the help center' });
  // Disabled in the first HTML (it takes no focus) until the app's box takes its place.
  await expect(search).toBeEnabled();
  await search.focus();
  // Past the search box and the seven-button category list (All topics and five categories) to the first question.
  for (let press = 0; press < 7; press += 1) await page.keyboard.press('Tab');
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(answers.first()).toHaveAttribute('open');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(answers.nth(1)).toHaveAttribute('open');
  // The open answer's own link is next in the tab order and puts the question in the address.
  await page.keyboard.press('Tab');
  await expect(faq.getByRole('link', { name: 'Link to this answer' }).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help#faq-[a-z-]+$/);
  // The answer it names takes the focus, so the next Tab is its question.
  await page.keyboard.press('Tab');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(answers.nth(1)).not.toHaveAttribute('open');
});

test('one header per public page; a signed-in visitor sees Dashboard instead of signing in', async ({
  page,
  app,
}) => {
  await page.goto(app('/graves/demo'));
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  expect(await texts(nav.getByRole('link'))).toEqual(['Sign In']);
  await nav.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fgraves%2Fdemo$/);
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/graves\/demo$/);

  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.goto(app('/'));
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await texts(nav.getByRole('link'))).toEqual(['Find a memorial', 'Help', 'Contact', 'Dashboard']);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
});

const PUBLIC_PAGES = [
  { path: '/', heading: 'Preserve the memories of those you love' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/help', heading: 'Help Center' },
  { path: '/graves/demo', heading: 'Eleanor Grace Whitfield' },
];

for (const width of [1280, 375]) {
  test(`the public pages have no serious accessibility violations at ${width} px, and fit the screen`, async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const screen of PUBLIC_PAGES) {
      await page.goto(app(screen.path));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      expect(await seriousViolations(page), `${screen.path} at ${width} px`).toEqual([]);
      // Nothing wider than the screen: a phone never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        screen.path,
      ).toBeLessThanOrEqual(width);
    }
  });
}

test('the help centre with a search in progress and its answers open has no serious accessibility violations', async ({
  page,
  app,
}) => {
  await page.goto(app('/help'));
  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('remindr');
  await expect(
    page.locator('details', { has: page.locator('summary', { hasText: 'How do reminders work?' }) }),
  ).toHaveAttribute('open');
  expect(await seriousViolations(page)).toEqual([]);
});
