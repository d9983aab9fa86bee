import { readFile } from 'node:fs/promises';
import { account, upgradeInSettings } from './billing-helpers';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt, uploadPhoto } from './memorial-helpers';

/**
 * "Download PDF" on a memorial (issue 15, PDF keepsake): Free meets the upgrade dialog, Personal downloads a PDF
 * whose text, read back as a PDF reader reads it, is the memorial's.
 */

const ELEANOR = {
  full_name: 'Eleanor Grace Whitfield',
  birth_date: '1931-05-04',
  death_date: '2024-03-03',
  epitaph: 'Forever in our hearts',
  description: 'She taught music at the village school for forty years.',
  memories: 'Every summer she baked blackberry pies.',
  cemetery_name: 'Greenwood Cemetery',
  section: 'North Garden',
  plot_number: 'B-14',
};

/** The PDF's text, all pages, as pdf.js (Firefox's reader) extracts it. */
async function pdfText(path: string): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(await readFile(path)) }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: texts.join(' ').replace(/\s+/g, ' ') };
}

test('a Free owner meets the upgrade dialog instead of a PDF', async ({ page, app }) => {
  const user = await createUser('Free Keepsake');
  const id = await createMemorial(await apiSignIn(user), ELEANOR);
  await signInAt(page, app(''), user, `/dashboard/grave/${id}`);
  const card = page.getByRole('region', { name: 'PDF Keepsake' });
  await card.getByRole('button', { name: 'Download PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download a PDF Keepsake' });
  await expect(dialog).toBeVisible();
  // The billing remote's dialog, with its checkout, not this remote's stand-in.
  await expect(dialog.getByRole('button', { name: 'Choose Personal' })).toBeVisible();
});

test('a Personal owner downloads the keepsake with the memorial in it', async ({ page, app }) => {
  const user = await createUser('Personal Keepsake');
  await signInAt(page, app(''), user, '/dashboard/settings');
  await upgradeInSettings(page, app(''));
  const session = await apiSignIn(user);
  const imageUrl = await uploadPhoto(session, 'grave-images', `keepsake-${Date.now()}.png`);
  const id = await createMemorial(session, { ...ELEANOR, image_url: imageUrl });

  await page.goto(app(`/dashboard/grave/${id}`));
  const card = page.getByRole('region', { name: 'PDF Keepsake' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('eleanor-grace-whitfield-keepsake.pdf');
  const { pages, text } = await pdfText(await download.path());
  expect(pages).toBe(1);
  expect(text).toContain('Eleanor Grace Whitfield');
  expect(text).toContain('May 4, 1931 - March 3, 2024');
  expect(text).toContain('Forever in our hearts');
  expect(text).toContain('She taught music at the village school for forty years.');
  expect(text).toContain('Every summer she baked blackberry pies.');
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test('a Family owner downloads the booklet with the resting place and the public address', async ({
  page,
  app,
}) => {
  const user = await createUser('Family Keepsake');
  await signInAt(page, app(''), user, '/dashboard/settings');
  // The backend's test-mode checkout, as for Personal, with the Family plan.
  await page.getByRole('button', { name: 'Choose Family' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to the Family plan' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(account(page).getByText('Family', { exact: true })).toBeVisible();
  const id = await createMemorial(await apiSignIn(user), { ...ELEANOR, is_public: true });

  await page.goto(app(`/dashboard/grave/${id}`));
  const card = page.getByRole('region', { name: 'PDF Keepsake' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download PDF' }).click();
  const path = await (await downloading).path();
  const { pages, text } = await pdfText(path);
  // Cover, story, resting place (no gallery, no visitor memories yet).
  expect(pages).toBe(3);
  expect(text).toContain('In Loving Memory');
  expect(text).toContain('Eleanor Grace Whitfield');
  expect(text).toContain('Cemetery: Greenwood Cemetery');
  expect(text).toContain('Section: North Garden');
  expect(text).toContain('Plot: B-14');
  expect(text).toContain(`/graves/${id}`);
  // The QR code of that address is drawn on the last page.
  expect((await readFile(path)).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
});
