import { expectNoSeriousViolations } from './axe';
import { chooseCsv, downloadTemplate, subscribeToFamily } from './bulk-import-helpers';
import { createUser, expect, test } from './fixtures';
import { signInAt } from './memorial-helpers';

/**
 * Bulk import (issue 15, Family plan): Free meets the upgrade dialog; a Family user downloads the template, picks a
 * file with a mistake, sees it marked before anything is written, fixes it and imports three memorials.
 */

test('a Free user meets the upgrade dialog instead of the import', async ({ page, app }) => {
  const user = await createUser('Free Importer');
  await signInAt(page, app(''), user, '/dashboard');
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Memorials from a Spreadsheet' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      'Bulk import comes with the Family plan. Upgrade to create many memorials at once from a CSV file.',
    ),
  ).toBeVisible();
  // The billing remote's dialog, with its checkout, not this remote's stand-in.
  await expect(dialog.getByRole('button', { name: 'Choose Family' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The page's own address shows the same prompt, never the import.
  await page.goto(app('/dashboard/import'));
  await expect(page.getByRole('dialog', { name: 'Import Memorials from a Spreadsheet' })).toBeVisible();
  await expect(page.getByLabel('CSV file')).toHaveCount(0);
});

test('a Family user imports three memorials from the template after fixing a marked error', async ({
  page,
  app,
}) => {
  const user = await createUser('Family Importer');
  await signInAt(page, app(''), user, '/dashboard/settings');
  await subscribeToFamily(page, app(''));
  await page.goto(app('/dashboard'));
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  await expect(page).toHaveURL(/\/dashboard\/import$/);
  await expect(page.getByRole('heading', { name: 'Import Memorials', level: 1 })).toBeVisible();

  const template = await downloadTemplate(page);
  expect(template.startsWith('\uFEFFFull Name,Birth Date,Death Date,')).toBe(true);
  const [header, example] = template.replace(/^\uFEFF/, '').split('\r\n');
  expect(example).toContain('Eleanor Whitfield');
  const columns = header?.split(',') ?? [];
  const rowOf = (cells: Record<string, string>) =>
    columns
      .map((column) => {
        const value = cells[column] ?? '';
        return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
      })
      .join(',');
  const arthur = { 'Full Name': 'Arthur Pendleton', 'Birth Date': 'May 2, 1940', Public: 'yes' };
  const margaret = {
    'Full Name': 'Margaret Ellis',
    'Birth Date': '1950-03-01',
    'Death Date': '1949-01-01',
    Memories: 'Her garden, "the best on the street",\nand her laugh',
  };
  const lines = (fixed: boolean) => [
    header ?? '',
    example ?? '',
    rowOf(arthur),
    rowOf(fixed ? { ...margaret, 'Death Date': '2021-01-01' } : margaret),
  ];

  await chooseCsv(page, lines(false));
  await expect(page.getByRole('status').filter({ hasText: 'rows ready' })).toHaveText(
    '2 rows ready, 1 with an error',
  );
  const badRow = page.getByRole('row', { name: /^4 / });
  await expect(badRow.getByText('Death Date is before Birth Date.')).toBeVisible();
  await expect(badRow.getByRole('cell', { name: /^1949-01-01/ })).toHaveAttribute('data-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Import 3 memorials' })).toBeDisabled();
  await expectNoSeriousViolations(page);

  await chooseCsv(page, lines(true));
  await expect(page.getByRole('status').filter({ hasText: 'rows ready' })).toHaveText('3 rows ready');
  await expect(page.getByText('Death Date is before Birth Date.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 3 memorials' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  for (const name of ['Eleanor Whitfield', 'Arthur Pendleton', 'Margaret Ellis']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await expect(page.getByText('3 memorials preserving precious memories')).toBeVisible();
  // The billing remote's usage card counts them too (the plan-usage query key).
  await expect(page.getByText('3 / ∞')).toBeVisible();
  await expectNoSeriousViolations(page);
});
