import { createUser, expect, test } from './fixtures';
import { type Mail, mailsTo, runNotifications } from './mail-helpers';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';
import { dayFromToday } from './reminder-helpers';

// Issue 29, in one visit: a follower receives a memorial's anniversary and unsubscribes from it in one click
// (RFC 8058), then leaves a memory, which its owner is mailed. Dates are the follower's (UTC, as the browser's).
test.use({ timezoneId: 'UTC' });

/** The List-Unsubscribe URL of a mail. */
const unsubscribeUrl = (mail: Mail | undefined) =>
  /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

test.describe('notifications', () => {
  test('a follower receives the anniversary e-mail and unsubscribes in one click; the owner is mailed the new memory', async ({
    page,
    app,
  }) => {
    const owner = await createUser('Rhea Keeper');
    const today = dayFromToday(0);
    const birth = `${Number(today.slice(0, 4)) - 80}${today.slice(4)}`;
    const graveId = await createMemorial(await apiSignIn(owner), {
      full_name: 'Arthur Penrose',
      is_public: true,
      birth_date: birth,
    });
    const follower = await createUser('Finn Follower');
    await signInAt(page, app(''), follower, `/graves/${graveId}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByText('Following', { exact: true })).toBeVisible();

    await runNotifications();
    await expect
      .poll(async () => (await mailsTo(follower.email)).map((mail) => mail.subject))
      .toEqual(['Today is the birthday of Arthur Penrose']);
    const [anniversary] = await mailsTo(follower.email);
    expect(anniversary?.text).toContain('80 years ago today');
    const link = unsubscribeUrl(anniversary);
    expect(anniversary?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Opened in a browser, the link leads to a page that asks first; the mail program's POST unsubscribes at once.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(opened.headers.get('location')).toContain(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await page.goto(app(`/unsubscribe?token=${encodeURIComponent(token)}`));
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByText('You will no longer receive these e-mails.')).toBeHidden();

    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    // The page's button does the same, signed out or in; pressed after the one click, it confirms.
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You will no longer receive these e-mails.')).toBeVisible();

    // Unfollowed: the page offers Follow again, and a new memory sends the follower nothing.
    await page.goto(app(`/graves/${graveId}`));
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Share a memory' }).fill('Still here.');
    await page.getByRole('button', { name: 'Share Memory' }).click();
    await expect(page.getByText('Still here.')).toBeVisible();
    await runNotifications();
    await expect
      .poll(async () => (await mailsTo(owner.email)).map((mail) => mail.subject))
      .toEqual(['A new memory of Arthur Penrose']);
    const [ownerMail] = await mailsTo(owner.email);
    expect(ownerMail?.text).toContain('Finn Follower left a memory on the memorial of Arthur Penrose:');
    expect(ownerMail?.text).toContain(`/dashboard/grave/${graveId}`);
    expect(ownerMail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(follower.email)).toHaveLength(1);
  });
});
