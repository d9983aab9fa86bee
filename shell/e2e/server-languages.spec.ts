import { createUser, expect, test } from './fixtures';
import { apiSignIn, createMemorial, signInAt } from './memorial-helpers';
import { dayFromToday, runMailJob, seedReminders } from './reminder-helpers';

/** The mails the local mailbox holds for an address. */
async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const mails = (await (await fetch(`${process.env.SUPABASE_URL}/mailbox.json`)).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  return mails.filter((mail) => mail.to === email);
}

// Issue 28: the language a person picks in Settings is the page's at once, and the one the server writes to them in.
test.describe('server languages', () => {
  test('a person who picks Arabic in Settings reads the page right to left and gets Arabic reminder e-mails', async ({
    page,
    app,
  }) => {
    const user = await createUser('Layla Haddad');
    await signInAt(page, app(''), user, '/dashboard/settings');
    const language = page.getByRole('region', { name: 'Language' });
    await language.getByRole('combobox', { name: 'Language' }).click();
    // The list's option, not the header's language menu (a native select with the same names).
    await page.getByRole('listbox', { name: 'Language' }).getByRole('option', { name: 'العربية' }).click();

    // The page switches without a reload, mirrored.
    const section = page.getByRole('region', { name: 'اللغة' });
    await expect(section.getByRole('combobox', { name: 'اللغة' })).toHaveValue('العربية');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // What the server writes to them now is Arabic: the reminder e-mail of a memorial's birthday.
    const session = await apiSignIn(user);
    const graveId = await createMemorial(session, { full_name: 'Samir Haddad' });
    await seedReminders(session, graveId, [
      { type: 'birthday', frequency: 'yearly', next: dayFromToday(0), message: 'Bring jasmine' },
    ]);
    await runMailJob();
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('تذكير: عيد الميلاد لـ Samir Haddad');
    expect(mail?.text).toContain('الرسالة: «Bring jasmine»');
  });
});
