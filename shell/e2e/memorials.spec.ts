import { createUser, expect, test } from './fixtures';
import {
  apiSignIn,
  createMemorial,
  insertMemorial,
  photo,
  restAs,
  signInAt,
  uploadPhoto,
} from './memorial-helpers';

test.describe('memorials', () => {
  test('create through the four steps with photos and a map point, see the card, open, edit and make public', async ({
    page,
    browser,
    app,
  }) => {
    const user = await createUser('Ada Keeper');
    await signInAt(page, app(''), user);
    await expect(page.getByRole('heading', { name: 'Create Your First Memorial' })).toBeVisible();
    await expect(page.getByText('Free Plan: Up to 5 memorials').first()).toBeVisible();
    await page.getByRole('button', { name: 'Create Memorial' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add$/);

    // Step 1: Basic Info
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Memorial' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    // Dates are typed as people write them; leaving a field shows the date in full. (A set date also has a
    // "Clear Birth Date" button, hence the role.)
    const birthDate = page.getByRole('textbox', { name: 'Birth Date' });
    const deathDate = page.getByRole('textbox', { name: 'Death Date' });
    await birthDate.fill('12/10/1815');
    await birthDate.press('Tab');
    await expect(birthDate).toHaveValue('December 10, 1815');
    await deathDate.fill('November 27, 1852');
    await deathDate.press('Tab');
    await expect(deathDate).toHaveValue('November 27, 1852');
    // The calendar has closed: its "Next month" button would also answer to the wizard's "Next".
    await expect(page.getByRole('button', { name: 'Next month' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: Location, with place search (the geocoder stand-in) and a click on the map
    await page.getByLabel('Cemetery Name').fill('Evergreen Cemetery');
    await page.getByLabel('Section').fill('Maple Grove');
    await page.getByLabel('Plot Number').fill('14B');
    await page.getByLabel('Search for a place').fill('Evergreen Portland');
    await page.getByRole('button', { name: /Evergreen Cemetery, Stevens Avenue/ }).click();
    await expect(page.getByText('Latitude: 43.678300, Longitude: -70.300600')).toBeVisible();
    await page.getByRole('region', { name: /Location map/ }).click({ position: { x: 60, y: 60 } });
    await expect(page.getByText(/^Latitude: 43\.\d{6}, Longitude: -70\.\d{6}$/)).toBeVisible();
    await expect(page.getByText('Latitude: 43.678300, Longitude: -70.300600')).toHaveCount(0);
    // Free movement: back to step 1 keeps what was typed.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(birthDate).toHaveValue('December 10, 1815');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: Photos (a large one is drawn smaller in the browser before upload)
    await page.getByLabel('Person Photo').setInputFiles({
      name: 'portrait.PNG',
      mimeType: 'image/png',
      buffer: photo(2600, 1800, [200, 170, 150]),
    });
    await page
      .getByLabel('Grave Photo')
      .setInputFiles({ name: 'grave.png', mimeType: 'image/png', buffer: photo() });
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: Details
    await page.getByLabel('Epitaph').fill('Poetry of science');
    await page.getByLabel('Description').fill('Mathematician and writer.');
    await page.getByRole('button', { name: 'Create Memorial' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Memorials' })).toBeVisible();
    await expect(page.getByText('1 memorial preserving precious memories')).toBeVisible();
    const card = page.getByRole('link', { name: /Ada Lovelace/ });
    await expect(card).toContainText('1815 - 1852');
    await expect(card).toContainText('Evergreen Cemetery');
    await expect(card).toContainText('Private');
    await expect(card).toContainText(/Added \w{3} \d{1,2}, \d{4}/);

    await card.click();
    await expect(page).toHaveURL(/\/dashboard\/grave\/[0-9a-f-]{36}$/);
    const memorialId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText('December 10, 1815 - November 27, 1852')).toBeVisible();
    await expect(page.getByText('“Poetry of science”')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of the grave of Ada Lovelace' })).toBeVisible();
    await expect(page.getByText('Section: Maple Grove')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    // Both photos were stored under the user's folder with a unique name and their original extension.
    const { userId } = await apiSignIn(user);
    const grave = page.getByRole('img', { name: 'Grave of Ada Lovelace' });
    const portrait = page.getByRole('img', { name: 'Portrait of Ada Lovelace' });
    await expect(grave).toHaveAttribute('src', new RegExp(`/grave-images/${userId}/[0-9a-f-]{36}\\.png$`));
    await expect(portrait).toHaveAttribute(
      'src',
      new RegExp(`/person-images/${userId}/[0-9a-f-]{36}\\.png$`),
    );
    await expect.poll(() => grave.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    // 2600 px wide was drawn at 2000 px before it left the browser.
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2000);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/edit/${memorialId}$`));
    await expect(page.getByText('Click to upload new grave image')).toBeVisible();
    await expect(page.getByText('Click to upload new person image')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(birthDate).toHaveValue('December 10, 1815');
    await page.getByLabel('Make this grave public').check();
    await page.getByLabel('Memories').fill('Sunday letters with Charles.\nHer love of horses.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/grave/${memorialId}$`));
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Family Memories' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code for .*\/graves\// })).toBeVisible();
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('memorial-qr-ada-lovelace.svg');
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('memorial-qr-ada-lovelace.png');
    await expect(page.getByRole('heading', { name: 'Visitor Memories' })).toBeVisible();

    // Signed out, the public page shows the same memorial without owner actions.
    const visitor = await browser.newPage();
    await visitor.goto(app(`/graves/${memorialId}`));
    const content = visitor.getByRole('main');
    await expect(content.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    // One header per page: the public layout's, with the spec's "Sign In" link back to this memorial.
    await expect(visitor.getByRole('banner')).toHaveCount(1);
    await expect(
      visitor.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }),
    ).toHaveAttribute('href', `/auth?next=${encodeURIComponent(`/graves/${memorialId}`)}`);
    await expect(content.getByRole('heading', { name: 'Create Your Own Memorial' })).toBeVisible();
    await expect(content.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await expect(content.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(content.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await expect(
      content
        .getByRole('region', { name: 'Visitor Memories' })
        .getByRole('link', { name: 'Sign in', exact: true }),
    ).toHaveAttribute('href', `/auth?next=${encodeURIComponent(`/graves/${memorialId}`)}`);
    await visitor.close();
  });

  test('share with a second user as viewer, then as editor', async ({ page, browser, app, context }) => {
    const owner = await createUser('Olive Owner');
    const ownerSession = await apiSignIn(owner);
    const memorialId = await createMemorial(ownerSession, {
      full_name: 'Shared Grandfather',
      is_public: true,
    });
    const second = await createUser('Sam Second');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAt(page, app(''), owner, `/dashboard/grave/${memorialId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Memorial' });
    await expect(dialog.getByLabel('Public link')).toHaveValue(app(`/graves/${memorialId}`));
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });
    await expect(dialog.getByText('0 / 1 collaborators')).toBeVisible();

    await dialog.getByLabel(/^Email/).fill('nobody-here@example.com');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'No user found with this email address. They need to create an account first.',
    );

    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Viewer');
    await dialog.getByLabel(/^Email/).fill(`  ${second.email.toUpperCase()} `);
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const people = dialog.getByRole('list', { name: 'People with access' });
    await expect(people).toContainText('Sam Second');
    await expect(people).toContainText('Viewer');
    await expect(dialog.getByText('1 / 1 collaborators')).toBeVisible();
    await expect(dialog.getByText("You've reached your Free plan limit of 1 collaborator...")).toBeVisible();

    // The second user sees it as shared, and cannot edit it as a viewer.
    const secondPage = await browser.newPage();
    await signInAt(secondPage, app(''), second);
    const sharedSection = secondPage.getByRole('region', { name: 'Shared With You' });
    await expect(sharedSection.getByRole('link', { name: /Shared Grandfather/ })).toContainText('Shared');
    await sharedSection.getByRole('link', { name: /Shared Grandfather/ }).click();
    await expect(secondPage.getByRole('heading', { level: 1, name: 'Shared Grandfather' })).toBeVisible();
    await expect(secondPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    // The owner removes the viewer and shares again as an editor.
    await people.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove access' }).getByRole('button', { name: 'Remove' }).click();
    await expect(people).not.toContainText('Sam Second');
    await dialog.getByLabel(/^Email/).fill(second.email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: /Editor/ }).click();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(people).toContainText('Editor');

    await secondPage.reload();
    await secondPage.getByRole('link', { name: 'Edit' }).click();
    await secondPage.getByLabel('Epitaph').fill('Edited by family');
    await secondPage.getByRole('button', { name: 'Save Changes' }).click();
    await expect(secondPage.getByText('“Edited by family”')).toBeVisible();
    // Only the owner may delete it.
    await secondPage.getByRole('link', { name: 'Edit' }).click();
    await expect(secondPage.getByRole('button', { name: 'Delete memorial' })).toHaveCount(0);

    // The editor leaves: the memorial is gone from their dashboard and from the owner's list of people.
    await secondPage.goto(app(`/dashboard/grave/${memorialId}`));
    await secondPage.getByRole('button', { name: 'Leave memorial' }).click();
    const leave = secondPage.getByRole('dialog', { name: 'Leave memorial' });
    await expect(leave).toContainText('Shared Grandfather');
    await leave.getByRole('button', { name: 'Leave memorial' }).click();
    await expect(secondPage).toHaveURL(/\/dashboard$/);
    await expect(secondPage.getByRole('heading', { name: 'Create Your First Memorial' })).toBeVisible();
    await secondPage.close();
    await page.reload();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog.getByText('0 / 1 collaborators')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'People with access' })).not.toContainText('Sam Second');
  });

  test('a visitor memory is added, edited, deleted, and removed by the owner', async ({
    page,
    browser,
    app,
  }) => {
    const owner = await createUser('Olive Owner');
    const memorialId = await createMemorial(await apiSignIn(owner), {
      full_name: 'Remembered Teacher',
      is_public: true,
    });
    const friend = await createUser('Frank Friend');

    // Signed out: invited to sign in, and brought back afterwards.
    await page.goto(app(`/graves/${memorialId}`));
    await page
      .getByRole('region', { name: 'Visitor Memories' })
      .getByRole('link', { name: 'Sign in', exact: true })
      .click();
    await signInAt(page, app(''), friend, `/graves/${memorialId}`);
    await expect(page).toHaveURL(new RegExp(`/graves/${memorialId}$`));

    const box = page.getByLabel('Share a memory');
    await box.fill('   ');
    await expect(page.getByRole('button', { name: 'Share Memory' })).toBeDisabled();
    await box.fill('He taught me to love maps.');
    await page.getByRole('button', { name: 'Share Memory' }).click();
    const first = page.getByRole('listitem', { name: 'Memory from Frank Friend' });
    await expect(first).toContainText('He taught me to love maps.');
    await expect(first).not.toContainText('(edited)');
    await expect(first).not.toContainText(friend.email);

    await first.getByRole('button', { name: 'Edit' }).click();
    await first.getByLabel('Edit your memory').fill('He taught me to love maps and rivers.');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect(first).toContainText('He taught me to love maps and rivers.');
    await expect(first).toContainText('(edited)');

    await box.fill('A second memory, to delete.');
    await page.getByRole('button', { name: 'Share Memory' }).click();
    const memories = page.getByRole('listitem', { name: 'Memory from Frank Friend' });
    await expect(memories).toHaveCount(2);
    // Newest first.
    await expect(memories.first()).toContainText('A second memory, to delete.');
    await memories.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete memory' }).getByRole('button', { name: 'Delete' }).click();
    await expect(memories).toHaveCount(1);

    // The owner moderates: may delete, may not edit someone else's memory.
    const ownerPage = await browser.newPage();
    await signInAt(ownerPage, app(''), owner, `/dashboard/grave/${memorialId}`);
    const kept = ownerPage.getByRole('listitem', { name: 'Memory from Frank Friend' });
    await expect(kept).toContainText('He taught me to love maps and rivers.');
    await expect(kept.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await kept.getByRole('button', { name: 'Delete' }).click();
    await ownerPage
      .getByRole('dialog', { name: 'Delete memory' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(kept).toHaveCount(0);
    await expect(ownerPage.getByText('No memories have been shared yet.')).toBeVisible();
    await ownerPage.close();
  });

  test('the Free plan stops at 5 memorials, in the page and in the database', async ({ page, app }) => {
    const user = await createUser('Five Memorials');
    const session = await apiSignIn(user);
    for (let index = 1; index <= 5; index += 1)
      await createMemorial(session, { full_name: `Memorial ${index}` });

    await signInAt(page, app(''), user);
    await expect(page.getByText('5 memorials preserving precious memories')).toBeVisible();
    await page.getByRole('button', { name: 'New Memorial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create More Memorials' });
    await expect(dialog).toContainText(
      "You've reached your plan's memorial limit. Upgrade to create unlimited memorials and access advanced features.",
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(app('/dashboard/add'));
    await expect(page.getByRole('heading', { name: 'Memorial Limit Reached' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const refused = await insertMemorial(session, { full_name: 'Memorial 6' });
    expect(refused.ok).toBe(false);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "You've reached your Free plan limit of 5 memorials...",
    );
  });

  test('the owner deletes a memorial, and its photos go with it, even one an editor uploaded', async ({
    page,
    app,
  }) => {
    const user = await createUser('Tidy Owner');
    const session = await apiSignIn(user);
    const imageUrl = await uploadPhoto(session, 'grave-images', 'to-delete.png');
    const memorialId = await createMemorial(session, {
      full_name: 'Short Lived Memorial',
      image_url: imageUrl,
    });
    const editorUser = await createUser('Helpful Editor');
    const editor = await apiSignIn(editorUser);
    const shared = await restAs(session, 'POST', 'rpc/share_memorial', {
      grave_id: memorialId,
      email: editorUser.email,
      role: 'editor',
    });
    expect(shared.status).toBe(200);
    const portraitUrl = await uploadPhoto(editor, 'person-images', 'portrait.png');
    const update = await restAs(editor, 'PATCH', `graves?id=eq.${memorialId}`, {
      person_image_url: portraitUrl,
    });
    expect(update.status).toBe(200);
    expect((await fetch(imageUrl)).status).toBe(200);
    expect((await fetch(portraitUrl)).status).toBe(200);

    await signInAt(page, app(''), user, `/dashboard/edit/${memorialId}`);
    await page.getByRole('button', { name: 'Delete memorial' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete memorial' });
    await expect(confirm).toContainText('Short Lived Memorial');
    await confirm.getByRole('button', { name: 'Delete memorial' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Create Your First Memorial' })).toBeVisible();
    await expect.poll(async () => (await fetch(imageUrl)).status).toBe(404);
    await expect.poll(async () => (await fetch(portraitUrl)).status).toBe(404);
  });

  test('/graves/demo shows the seeded memorial, and an unknown one is not found', async ({ page, app }) => {
    await page.goto(app('/graves/demo'));
    await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' })).toBeVisible();
    await expect(page.getByText('April 12, 1931 - November 3, 2019')).toBeVisible();
    await expect(page.getByText('“Forever in our hearts”')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Memory from Margaret Ellis' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Map of the grave/ })).toBeVisible();
    await expect(page.getByText('Cemetery: Evergreen Cemetery')).toBeVisible();

    await page.goto(app('/graves/no-such-memorial'));
    await expect(page.getByRole('heading', { level: 1, name: 'Memorial Not Found' })).toBeVisible();
    await expect(page.getByText('This memorial may not exist or is not publicly accessible.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to view more' })).toBeVisible();
  });
});
