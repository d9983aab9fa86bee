import { giveFamilyPlan, shareMemorial } from './advanced-reminder-helpers';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';
import { dayFromToday, seedReminders } from './reminder-helpers';

test.use({ timezoneId: 'UTC' });

// Pictures of the advanced reminder screens for a person to look at: `pnpm --filter shell screenshots`. Asserts
// nothing beyond each screen loading.
test.describe('advanced reminder screens', () => {
  test('at 1280 and 375 px', async ({ page, app, browser }) => {
    test.setTimeout(240_000);
    const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
    const owner = await createUser('Olive Owner');
    const collaborator = await createUser('Cora Collaborator');
    const [ownerSession, collaboratorSession] = await Promise.all([
      apiSignIn(owner),
      apiSignIn(collaborator),
    ]);
    await giveFamilyPlan(ownerSession);
    const graveId = await createMemorial(ownerSession, {
      full_name: 'Eleanor Grace Whitfield',
      cemetery_name: 'Evergreen Cemetery',
    });
    await shareMemorial(graveId, collaboratorSession, 'viewer');
    await seedReminders(ownerSession, graveId, [
      { type: 'birthday', frequency: 'yearly', next: dayFromToday(3), message: 'Her favourite: white roses' },
    ]);
    const context = await browser.newContext({ timezoneId: 'UTC' });
    const theirs = await context.newPage();
    await signInAt(theirs, app(''), collaborator);
    await signInAt(page, app(''), owner);

    for (const width of [1280, 375]) {
      await theirs.setViewportSize({ width, height: 900 });
      await theirs.goto(app(`/dashboard/grave/${graveId}`));
      const follow = theirs.getByRole('switch', { name: 'Follow reminders' });
      await expect(follow).toBeVisible();
      if (!(await follow.isChecked())) await follow.click({ force: true });
      await expect(follow).toBeChecked();
      await expect(theirs.getByText('Followed', { exact: true })).toBeVisible();
      await theirs.screenshot({ path: `${dir}/advanced-reminders-follow-${width}.png`, fullPage: true });
      await theirs.goto(app('/dashboard/reminders'));
      await expect(theirs.getByRole('article', { name: 'Eleanor Grace Whitfield' })).toBeVisible();
      await theirs.screenshot({ path: `${dir}/advanced-reminders-page-${width}.png`, fullPage: true });

      await page.setViewportSize({ width, height: 900 });
      await page.goto(app(`/dashboard/grave/${graveId}`));
      await expect(page.getByText('Followed by Cora Collaborator')).toBeVisible();
      await page.screenshot({ path: `${dir}/advanced-reminders-owner-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Reminders', exact: true }).click();
      await page.getByRole('dialog', { name: 'Add Reminder' }).getByText('Birthday', { exact: true }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('textbox', { name: 'Remind me' }).fill('3');
      await page.screenshot({ path: `${dir}/advanced-reminders-add-${width}.png` });
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
});
