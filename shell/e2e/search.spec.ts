import { randomBytes } from 'node:crypto';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, restAs } from './memorial-helpers';

/**
 * Find a memorial (issue 31), as a visitor meets it in one visit: from the header to a misspelled name that still
 * finds the memorial, to memorials near a cemetery on the map, to the cemetery's page; a private memorial never
 * shows, however it is searched.
 */

/** Letters only: this run's cemetery matches no other run's. */
const word = () => Array.from(randomBytes(10), (byte) => 'bcdfghjklmnpqrstvwxz'[byte % 20]).join('');

test('a visitor finds a memorial by a misspelled name, near a cemetery on the map, and opens the cemetery', async ({
  page,
  app,
}) => {
  const cemetery = `Larkspur Cemetery ${word()}`;
  const owner = await apiSignIn(await createUser('Search Owner'));
  const publicId = await createMemorial(owner, {
    full_name: 'Bartholomew Featherstonehaugh',
    birth_date: '1902-05-01',
    death_date: '1977-09-30',
    cemetery_name: `${cemetery}, Portland`,
    // Beside the geocoder stand-in's "Evergreen Cemetery, Stevens Avenue, Portland".
    latitude: 43.679,
    longitude: -70.301,
    is_public: true,
  });
  const keeper = await apiSignIn(await createUser('Private Owner'));
  const privateId = await createMemorial(keeper, {
    full_name: 'Bartholomew Featherstonehaugh Private',
    cemetery_name: `${cemetery}, Portland`,
    latitude: 43.679,
    longitude: -70.301,
    is_public: false,
  });

  // Gone again at the end: a run repeated on the same server finds only its own memorials at that spot.
  try {
    await searchAndOpen();
  } finally {
    await restAs(owner, 'DELETE', `graves?id=eq.${publicId}`, undefined);
    await restAs(keeper, 'DELETE', `graves?id=eq.${privateId}`, undefined);
  }

  async function searchAndOpen() {
    await page.goto(app('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Find a memorial' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a memorial' })).toBeVisible();

    // A misspelled name.
    await page.getByRole('textbox', { name: /^Name/ }).fill('Bartolomew Fetherstonhaugh');
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('link', { name: 'Bartholomew Featherstonehaugh', exact: true });
    await expect(found.and(page.locator(`[href="/graves/${publicId}"]`))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bartholomew Featherstonehaugh Private' })).toHaveCount(0);

    // Near the cemetery, on the map.
    await page.getByRole('textbox', { name: /^Name/ }).fill('');
    await page.getByRole('textbox', { name: 'Near a place' }).fill('Evergreen Cemetery Portland');
    await page.getByRole('button', { name: 'Search' }).click();
    const map = page.getByRole('region', { name: 'Map of the memorials found' });
    // The demo memorial rests at that cemetery too: one pin counts both, and a click on it parts them.
    const cluster = map.getByTitle(/Bartholomew Featherstonehaugh/);
    await expect(cluster).toHaveAttribute('title', /Eleanor Grace Whitfield/);
    await expect(cluster).toHaveText(String((await cluster.getAttribute('title'))?.split(', ').length));
    // A click zooms into the pin's memorials; with others from the same spot on the server it may take more than one.
    const ownPin = map.getByTitle('Bartholomew Featherstonehaugh', { exact: true });
    await expect(async () => {
      if (!(await ownPin.isVisible())) await cluster.first().click();
      await expect(ownPin).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(map.getByTitle(/Private/)).toHaveCount(0);
    await expect(page).toHaveURL(/near=43\.67830%2C-70\.30060/);

    // The cemetery's page: its public memorial, counted, and no private one.
    await page
      .getByRole('listitem')
      .filter({ has: page.locator(`[href="/graves/${publicId}"]`) })
      .getByRole('link', { name: cemetery })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: cemetery })).toBeVisible();
    await expect(page.getByText('1 public memorial', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: `Map of ${cemetery}` })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Bartholomew Featherstonehaugh', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Private/ })).toHaveCount(0);

    // The private memorial's own name finds nothing.
    await page.goto(app('/search?name=Bartholomew+Featherstonehaugh+Private'));
    await expect(page.getByRole('link', { name: 'Bartholomew Featherstonehaugh Private' })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Bartholomew Featherstonehaugh', exact: true }).first(),
    ).toBeVisible();
  }
});
