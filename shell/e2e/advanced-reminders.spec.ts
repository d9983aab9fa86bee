import { giveFamilyPlan, reminderMailsTo, shareMemorial } from './advanced-reminder-helpers';
import { expectNoSeriousViolations } from './axe';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';
import { dayFromToday, longDate as long, runMailJob } from './reminder-helpers';

// Dates are counted in the user's time zone; the browser's and the server's are both UTC here.
test.use({ timezoneId: 'UTC' });

test.describe('advanced reminders (Family plan)', () => {
  test('a Free owner meets the upgrade prompt for reminders ahead of the date and for followers', async ({
    page,
    app,
  }) => {
    const user = await createUser('Fern Free');
    const session = await apiSignIn(user);
    const graveId = await createMemorial(session, { full_name: 'Eleanor Grace Whitfield' });
    await signInAt(page, app(''), user, `/dashboard/grave/${graveId}`);

    const sidebar = page.getByRole('region', { name: 'Reminders' });
    await sidebar.getByRole('button', { name: 'Let collaborators follow these reminders' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Share and Schedule Reminders' });
    await expect(upgrade.getByText(/Advanced reminders come with the Family plan/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(upgrade).toBeHidden();

    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Reminder' });
    await dialog.getByText('Birthday', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Remind me' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Remind me days before with the Family plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Share and Schedule Reminders' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a Family owner is reminded 3 days before; a collaborator follows and the due run mails both once', async ({
    page,
    app,
    browser,
  }) => {
    const owner = await createUser('Olive Owner');
    const collaborator = await createUser('Cora Collaborator');
    const [ownerSession, collaboratorSession] = await Promise.all([
      apiSignIn(owner),
      apiSignIn(collaborator),
    ]);
    await giveFamilyPlan(ownerSession);
    const graveId = await createMemorial(ownerSession, { full_name: 'Eleanor Grace Whitfield' });
    await shareMemorial(graveId, collaboratorSession, 'viewer');
    const date = dayFromToday(3);

    // The owner sets a yearly birthday three days from now, to be reminded 3 days before: that is today.
    await signInAt(page, app(''), owner, `/dashboard/grave/${graveId}`);
    const sidebar = page.getByRole('region', { name: 'Reminders' });
    await expect(sidebar.getByText('No collaborator follows these reminders yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Reminder' });
    await dialog.getByText('Birthday', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Yearly' }).click();
    const start = dialog.getByRole('textbox', { name: /Start Date/ });
    await start.fill(date);
    await start.press('Tab');
    await expect(start).toHaveValue(long(date));
    const remindMe = dialog.getByRole('textbox', { name: 'Remind me' });
    await expect(remindMe).toBeEnabled();
    await remindMe.fill('3');
    await expect(dialog.getByText('3 days before the date')).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expect(dialog).toBeHidden();
    await expect(sidebar.getByText(long(date))).toBeVisible();
    await expect(sidebar.getByText('E-mail 3 days before')).toBeVisible();

    // The collaborator follows the memorial's reminders from its page, in a browser of their own.
    const context = await browser.newContext({ timezoneId: 'UTC' });
    const theirs = await context.newPage();
    await signInAt(theirs, app(''), collaborator, `/dashboard/grave/${graveId}`);
    const theirSidebar = theirs.getByRole('region', { name: 'Reminders' });
    const follow = theirSidebar.getByRole('switch', { name: 'Follow reminders' });
    await expect(follow).not.toBeChecked();
    await expect(theirSidebar.getByText('No reminders set')).toBeVisible();
    await follow.click({ force: true });
    await expect(follow).toBeChecked();
    await expect(theirSidebar.getByText('Followed')).toBeVisible();
    await expect(theirSidebar.getByText(long(date))).toBeVisible();
    await expect(theirSidebar.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expectNoSeriousViolations(theirs);

    await theirs.goto(app('/dashboard/reminders'));
    const card = theirs.getByRole('article', { name: 'Eleanor Grace Whitfield' });
    await expect(card.getByText('Followed')).toBeVisible();
    await expect(card.getByText(long(date))).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expectNoSeriousViolations(theirs);

    // The owner sees who follows.
    await page.reload();
    await expect(sidebar.getByText('Followed by Cora Collaborator')).toBeVisible();

    // The due run, however often it runs, mails each of them once, "in 3 days".
    await runMailJob();
    await runMailJob();
    const subject = `Reminder: Birthday for Eleanor Grace Whitfield in 3 days (${long(date)})`;
    const toOwner = await reminderMailsTo(owner.email);
    const toCollaborator = await reminderMailsTo(collaborator.email);
    expect(toOwner.map((mail) => mail.subject)).toEqual([subject]);
    expect(toCollaborator.map((mail) => mail.subject)).toEqual([subject]);
    expect(toCollaborator[0]?.text).toContain('you follow the reminders of Eleanor Grace Whitfield');

    // The mailbox page shows them as a person reads it.
    await theirs.goto(`${process.env.SUPABASE_URL}/mailbox`);
    await expect(theirs.getByText(subject).first()).toBeVisible();

    // Unfollowing stops the next occurrence's mail to the collaborator; the owner keeps theirs.
    await theirs.goto(app(`/dashboard/grave/${graveId}`));
    const again = theirs
      .getByRole('region', { name: 'Reminders' })
      .getByRole('switch', { name: 'Follow reminders' });
    await expect(again).toBeChecked();
    await again.click({ force: true });
    await expect(again).not.toBeChecked();
    await expect(
      theirs.getByRole('region', { name: 'Reminders' }).getByText('No reminders set'),
    ).toBeVisible();
    await context.close();
  });
});
