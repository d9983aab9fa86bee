import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt, uploadPhoto } from './memorial-helpers';
import { dayFromToday, seedReminders } from './reminder-helpers';

test.use({ timezoneId: 'UTC' });

// Pictures of the reminder screens for a person to look at: `pnpm --filter shell screenshots`. Asserts nothing
// beyond each screen loading.
test.describe('reminder screens', () => {
  test('at 1280 and 375 px', async ({ page, app }) => {
    test.setTimeout(180_000);
    const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
    const user = await createUser('Screen Reminders');
    const session = await apiSignIn(user);
    const imageUrl = await uploadPhoto(session, 'grave-images', 'stone.png');
    const graveId = await createMemorial(session, {
      full_name: 'Eleanor Grace Whitfield',
      cemetery_name: 'Evergreen Cemetery',
      image_url: imageUrl,
    });
    const other = await createMemorial(session, { full_name: 'Arthur Penrose', cemetery_name: 'Mount Hope' });
    await seedReminders(session, graveId, [
      {
        type: 'maintenance',
        frequency: 'monthly',
        next: dayFromToday(-10),
        message: 'Trim the hedge and bring fresh lilies',
      },
      { type: 'birthday', frequency: 'yearly', next: dayFromToday(0), message: 'Her favourite: white roses' },
      { frequency: 'weekly', next: dayFromToday(3), message: 'Sunday visit' },
      { type: 'death_anniversary', frequency: 'yearly', next: dayFromToday(40), message: 'Family gathering' },
    ]);
    await seedReminders(session, other, [
      { type: 'custom', frequency: 'biannually', next: dayFromToday(12), message: 'Check the stone' },
    ]);
    await signInAt(page, app(''), user);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app('/dashboard/reminders'));
      await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${dir}/reminders-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Add to calendar' }).click();
      await page
        .getByRole('button', { name: 'Create link' })
        .or(page.getByRole('button', { name: 'Reset link' }))
        .click();
      await expect(page.getByRole('textbox', { name: 'Calendar link' })).toBeVisible();
      await page.screenshot({ path: `${dir}/reminders-calendar-${width}.png` });
      await page.keyboard.press('Escape');

      await page.goto(app(`/dashboard/grave/${graveId}`));
      await expect(page.getByRole('link', { name: 'View all 4 reminders' })).toBeVisible();
      await page.screenshot({ path: `${dir}/reminders-sidebar-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Reminders', exact: true }).click();
      await page.getByRole('dialog', { name: 'Add Reminder' }).getByText('Birthday', { exact: true }).click();
      await page.screenshot({ path: `${dir}/reminders-add-step1-${width}.png` });
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Custom Message (optional)').fill('Bring white lilies');
      await page.screenshot({ path: `${dir}/reminders-add-step2-${width}.png` });
      await page.keyboard.press('Escape');
    }
  });
});
