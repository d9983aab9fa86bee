import type { Page } from '@playwright/test';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, photo, signInAt, uploadPhoto } from './memorial-helpers';

/**
 * The apps under the Content-Security-Policy the static server sends: every screen a person passes through
 * works, and the browser reports no violation (a blocked script, style, image, fetch or websocket) on the way.
 */

/** Every violation the page reports, through navigations: the DOM event and Chrome's console message. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Every <img> on the page has loaded (a blocked image has no natural size). */
async function expectImagesShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((images) =>
          images
            .filter(
              (image) => !(image as HTMLImageElement).complete || !(image as HTMLImageElement).naturalWidth,
            )
            .map((image) => (image as HTMLImageElement).src),
        ),
    )
    .toEqual([]);
}

test('the apps work under their Content-Security-Policy, with no violation from the landing page to a public memorial', async ({
  page,
  app,
}) => {
  const violations = await recordViolations(page);

  const landing = await page.goto(app('/'));
  const headers = landing?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self' http://localhost:");
  expect(policy).toContain(new URL(process.env.SUPABASE_URL ?? '').origin);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Preserve the memories of those you love' }),
  ).toBeVisible();

  // A memorial with both photos, a map point, public so that it has a QR code and a public page.
  const user = await createUser('Csp Keeper');
  const session = await apiSignIn(user);
  const memorialId = await createMemorial(session, {
    full_name: 'Iris Policy',
    birth_date: '1920-03-04',
    death_date: '2001-05-06',
    cemetery_name: 'Evergreen Cemetery',
    latitude: 43.6783,
    longitude: -70.3006,
    is_public: true,
    image_url: await uploadPhoto(session, 'grave-images', 'csp-grave.png'),
    person_image_url: await uploadPhoto(session, 'person-images', 'csp-portrait.png'),
  });

  // Through /auth and its sign-in form.
  await signInAt(page, app(''), user);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Memorials' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Iris Policy/ })).toBeVisible();
  await expectImagesShown(page);

  await page.goto(app(`/dashboard/grave/${memorialId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Iris Policy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the grave of Iris Policy' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code for .*\/graves\// })).toBeVisible();
  await expectImagesShown(page);

  // A photo chosen in the form is previewed from a blob: URL.
  await page.goto(app(`/dashboard/edit/${memorialId}`));
  await expect(page.getByLabel('Full Name')).toHaveValue('Iris Policy');
  await page
    .getByLabel('Grave Image')
    .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: photo(200, 150) });
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
  await expectImagesShown(page);

  await page.goto(app(`/graves/${memorialId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Iris Policy' })).toBeVisible();
  await expectImagesShown(page);

  await page.goto(app('/graves/demo'));
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Map of the grave/ })).toBeVisible();
  await expectImagesShown(page);

  expect(violations).toEqual([]);
});
