import { completeReminder } from '@evergreen/domain/reminders';
import { seriousViolations } from './axe';
import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, restAs, signInAt } from './memorial-helpers';
import { dayFromToday, longDate as long, runMailJob, seedReminders } from './reminder-helpers';

// Dates are counted in the user's time zone; the browser's and the server's are both UTC here.
test.use({ timezoneId: 'UTC' });

test.describe('reminders', () => {
  test('add a reminder from the memorial page in two steps; the card, the count and "View all" follow', async ({
    page,
    app,
  }) => {
    const user = await createUser('Rhea Keeper');
    const session = await apiSignIn(user);
    const graveId = await createMemorial(session, { full_name: 'Eleanor Grace Whitfield' });
    await signInAt(page, app(''), user, `/dashboard/grave/${graveId}`);

    const sidebar = page.getByRole('region', { name: 'Reminders' });
    await expect(sidebar.getByText('No reminders set')).toBeVisible();
    await expect(page.getByText('0 active reminders')).toBeVisible();

    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Reminder' });
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByText('Birthday', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Frequency' })).toHaveValue('Once');
    await expect(dialog.getByRole('textbox', { name: /Start Date/ })).toHaveValue(long(dayFromToday(0)));
    await dialog.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    await dialog.getByLabel('Custom Message (optional)').fill('Bring white lilies');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expect(dialog).toBeHidden();

    await expect(sidebar.getByText('Birthday')).toBeVisible();
    await expect(sidebar.getByText(long(dayFromToday(0)))).toBeVisible();
    await expect(sidebar.getByText('Repeats monthly')).toBeVisible();
    await expect(sidebar.getByText('"Bring white lilies"')).toBeVisible();
    await expect(page.getByText('1 active reminder', { exact: true })).toBeVisible();

    // Opened again, the dialog starts over.
    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await seedReminders(session, graveId, [
      { frequency: 'once', next: dayFromToday(2), message: 'Second' },
      { frequency: 'once', next: dayFromToday(3), message: 'Third' },
      { frequency: 'once', next: dayFromToday(4), message: 'Fourth' },
    ]);
    await page.reload();
    await expect(page.getByText('4 active reminders')).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /^Remove/ })).toHaveCount(3);
    await expect(sidebar.getByText('"Fourth"')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'View all 4 reminders' })).toBeVisible();

    await sidebar
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await expect(page.getByText('3 active reminders')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /View all/ })).toHaveCount(0);
    await expect(sidebar.getByText('"Fourth"')).toBeVisible();

    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    await dialog.getByText('Maintenance', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expect(page.getByText('4 active reminders')).toBeVisible();
    await sidebar.getByRole('link', { name: 'View all 4 reminders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reminders$/);
    await expect(page.getByText('4 active reminders')).toBeVisible();
  });

  test('the reminders page: stats and tabs, complete an overdue monthly and a once reminder, delete', async ({
    page,
    app,
  }) => {
    const user = await createUser('Owen Visitor');
    const session = await apiSignIn(user);
    const graveId = await createMemorial(session, {
      full_name: 'Arthur Penrose',
      cemetery_name: 'Mount Hope Cemetery',
    });
    const monthlyDate = dayFromToday(-10);
    await seedReminders(session, graveId, [
      { type: 'maintenance', frequency: 'monthly', next: monthlyDate, message: 'Monthly tidy' },
      { type: 'birthday', frequency: 'once', next: dayFromToday(-3), message: 'Once only' },
      { frequency: 'weekly', next: dayFromToday(0), message: 'Weekly visit' },
      { type: 'death_anniversary', frequency: 'yearly', next: dayFromToday(30), message: 'Anniversary' },
    ]);
    await signInAt(page, app(''), user, '/dashboard/reminders');

    await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
    await expect(page.getByText('4 active reminders')).toBeVisible();
    const tile = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
    await expect(tile('Total')).toHaveText(/Total\s*4/);
    await expect(page.getByRole('tab', { name: 'All 4' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Upcoming 2' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overdue 2' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    const card = (message: string) => page.getByRole('article').filter({ hasText: `"${message}"` });
    await expect(card('Weekly visit').getByText('Today', { exact: true })).toBeVisible();
    await expect(card('Monthly tidy').getByText('Overdue', { exact: true })).toBeVisible();
    await expect(card('Monthly tidy').getByText('Mount Hope Cemetery')).toBeVisible();
    await expect(card('Anniversary').getByRole('button', { name: 'Complete' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Overdue 2' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('tab', { name: 'Upcoming 2' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('tab', { name: 'All 4' }).click();

    // A repeating reminder moves on from its own next date, not from today.
    const moved = completeReminder('monthly', monthlyDate);
    if (moved.kind !== 'reschedule') throw new Error('monthly reminders reschedule');
    await card('Monthly tidy').getByRole('button', { name: 'Complete' }).click();
    await expect(card('Monthly tidy').getByText(long(moved.nextReminderDate))).toBeVisible();
    await expect(card('Monthly tidy').getByText(long(monthlyDate))).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Overdue 1' })).toBeVisible();

    // A one-time reminder is done once completed.
    await card('Once only').getByRole('button', { name: 'Complete' }).click();
    await expect(card('Once only')).toHaveCount(0);
    await expect(page.getByText('3 active reminders')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overdue 0' })).toBeVisible();

    await card('Anniversary').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete reminder' });
    await expect(confirm).toContainText('Are you sure you want to delete this reminder?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card('Anniversary')).toHaveCount(0);
    await expect(page.getByText('2 active reminders')).toBeVisible();

    // Still so after a reload: completing and deleting were saved.
    await page.reload();
    await expect(page.getByText('2 active reminders')).toBeVisible();
    await expect(card('Monthly tidy').getByText(long(moved.nextReminderDate))).toBeVisible();

    await page.getByRole('tab', { name: 'Overdue 0' }).click();
    await expect(page.getByRole('heading', { name: 'No overdue Reminders' })).toBeVisible();
  });

  test('e-mails: on by default, exactly one per due date however often the job runs, and a switch to stop them', async ({
    page,
    app,
  }) => {
    const user = await createUser('Mara Mail');
    const session = await apiSignIn(user);
    const graveId = await createMemorial(session, { full_name: 'Eleanor Grace Whitfield' });
    await seedReminders(session, graveId, [
      { frequency: 'monthly', next: dayFromToday(0), message: 'Lilies' },
    ]);

    await runMailJob();
    await runMailJob();
    const mails = (await (await fetch(`${process.env.SUPABASE_URL}/mailbox.json`)).json()) as {
      to: string;
      subject: string;
    }[];
    expect(mails.filter((mail) => mail.to === user.email).map((mail) => mail.subject)).toEqual([
      'Reminder: Visit Reminder for Eleanor Grace Whitfield',
    ]);

    await signInAt(page, app(''), user, '/dashboard/reminders');
    const toggle = page.getByRole('switch', { name: 'Email me on reminder days' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Email me on reminder days' })).not.toBeChecked();
    const profile = await restAs(
      session,
      'GET',
      `profiles?id=eq.${session.userId}&select=email_reminders,time_zone`,
      undefined,
    );
    expect(await profile.json()).toEqual([{ email_reminders: false, time_zone: 'UTC' }]);
  });

  test('the e-mail switch comes on when the first read of its setting is lost: the retry gets through', async ({
    page,
    app,
  }) => {
    const user = await createUser('Lost Read');
    // supabase-js sends a failed read again (after 1 s, 2 s, 4 s) with X-Retry-Count. When the backend's CORS
    // refused that header, every retry failed in the browser and the switch stayed disabled for 8 s or more.
    const blocked: string[] = [];
    const retried: number[] = [];
    page.on('requestfailed', (request) => {
      if (request.headers()['x-retry-count'])
        blocked.push(`${request.url()}: ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.request().headers()['x-retry-count']) retried.push(response.status());
    });
    const settings = /\/rest\/v1\/profiles\?select=time_zone/;
    await page.route(settings, async (route) => {
      await route.abort('connectionreset');
      await page.unroute(settings);
    });

    await signInAt(page, app(''), user, '/dashboard/reminders');
    await expect(page.getByRole('switch', { name: 'Email me on reminder days' })).toBeEnabled();
    expect(blocked).toEqual([]);
    expect(retried).toContain(200);
  });

  test('calendar: a private feed URL that downloads and stops working after "Reset link"', async ({
    page,
    app,
  }) => {
    const user = await createUser('Cal Endar');
    const session = await apiSignIn(user);
    const graveId = await createMemorial(session, { full_name: 'Arthur Penrose' });
    await seedReminders(session, graveId, [{ frequency: 'yearly', next: dayFromToday(5), message: 'Roses' }]);
    await signInAt(page, app(''), user, '/dashboard/reminders');

    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByRole('textbox', { name: 'Calendar link' });
    await expect(link).toHaveValue(/\/functions\/v1\/calendar-feed\?token=[0-9a-f]{64}$/);
    const first = await link.inputValue();
    await expect(dialog.getByRole('textbox', { name: /webcal/ })).toHaveValue(
      first.replace(/^https?:/, 'webcal:'),
    );
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await feed.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR/);
    expect(body).toContain('SUMMARY:Visit Reminder: Arthur Penrose');
    expect(body).toContain('RRULE:FREQ=YEARLY');

    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await expect(link).not.toHaveValue(first);
    const second = await link.inputValue();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
  });
});

test('the memorial page still works while the reminders remote is down, and its slot says so', async ({
  page,
  app,
  deployment,
}) => {
  const user = await createUser('Dana Downtime');
  const session = await apiSignIn(user);
  const graveId = await createMemorial(session, { full_name: 'Arthur Penrose' });
  await deployment.stopRemote('mf_reminders');
  await signInAt(page, app(''), user, `/dashboard/grave/${graveId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Arthur Penrose' })).toBeVisible();
  await expect(page.getByText('0 active reminders')).toBeVisible();
  await expect(page.getByText('Reminders are unavailable right now.')).toBeVisible();
  await page.getByRole('button', { name: 'Reminders', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminders' });
  await expect(dialog).toContainText('Reminders are unavailable right now.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

  // Back up, "Try again" brings the card without reloading the page.
  await deployment.restartRemote('mf_reminders');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No reminders set')).toBeVisible();
});
