import { randomUUID } from 'node:crypto';
import { createUser, expect, test } from './fixtures';
import { signInAt } from './memorial-helpers';

// Issue 27: an e-mail change completes only after both addresses confirm, and the old one is told.

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail to `to` with this subject, once the local mail catcher has it. */
async function mailTo(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${process.env.SUPABASE_URL}/mailbox.json`)).json()) as Mail[];
      found = mails.find((mail) => mail.to === to && mail.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  if (!found?.links[0]) throw new Error(`"${subject}" to ${to} has no link`);
  return found;
}

test('an e-mail change waits for both addresses, and the old one is told', async ({ page, app }) => {
  const user = await createUser('Moving Person');
  const newEmail = `moved-${randomUUID()}@example.com`;
  await signInAt(page, app(''), user, '/dashboard/settings');

  const section = page.getByRole('region', { name: 'E-mail address' });
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByLabel('Current password').fill(user.password);
  await section.getByRole('button', { name: 'Send confirmation links' }).click();
  await expect(section.getByText(`Waiting for confirmation from ${newEmail}`)).toBeVisible();
  await expect(section.getByText(user.email, { exact: true })).toBeVisible();

  const toOld = await mailTo(user.email, 'Confirm the change of your e-mail address');
  const toNew = await mailTo(newEmail, 'Confirm your new e-mail address');

  // The new address alone is not enough.
  // Each link leads back to this settings page (the change's redirect_to).
  await page.goto(toNew.links[0] ?? '');
  await page.waitForURL((url) => url.pathname === '/dashboard/settings');
  await expect(section.getByText(`Waiting for confirmation from ${newEmail}`)).toBeVisible();
  await expect(section.getByText(user.email, { exact: true })).toBeVisible();

  // The old address agrees: the change happens, every earlier session ends, the link signs this browser in.
  await page.goto(toOld.links[0] ?? '');
  await page.waitForURL((url) => url.pathname === '/dashboard/settings');
  await expect(section.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(section.getByText(/Waiting for confirmation/)).toHaveCount(0);
  await mailTo(user.email, 'Your e-mail address was changed');
});
