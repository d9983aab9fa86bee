import type { Page } from '@playwright/test';

export const SUPPORT_INBOX = 'support@evergreen.local';

export interface ContactDraft {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
}

/**
 * The browser and this runner both reach the backend from 127.0.0.1, one sender as far as the hourly limit can
 * tell: each journey starts with that sender's allowance whole, by removing its messages as support would.
 */
export async function clearLoopbackMessages(): Promise<void> {
  const response = await fetch(
    `${process.env.SUPABASE_URL}/rest/v1/contact_messages?client_ip=in.("127.0.0.1","::1","::ffff:127.0.0.1")`,
    {
      method: 'DELETE',
      headers: {
        apikey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
        authorization: `Bearer ${process.env.SUPABASE_SERVICE_ROLE_KEY ?? ''}`,
      },
    },
  );
  if (!response.ok) throw new Error(`Could not clear contact messages: ${response.status}`);
}

/** The support inbox's mail with this subject, from the backend's local mailbox. */
export async function supportMail(
  subject: string,
): Promise<{ to: string; replyTo?: string; subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${process.env.SUPABASE_URL}/mailbox.json`);
    const mails = (await response.json()) as {
      to: string;
      replyTo?: string;
      subject: string;
      text: string;
    }[];
    const mail = mails.find((candidate) => candidate.to === SUPPORT_INBOX && candidate.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail "${subject}" to ${SUPPORT_INBOX}`);
}

export async function mailboxSubjects(): Promise<string[]> {
  const response = await fetch(`${process.env.SUPABASE_URL}/mailbox.json`);
  return ((await response.json()) as { subject: string }[]).map((mail) => mail.subject);
}

/** Sends a message straight to the function, from this machine: the category as its value (`general`...). */
export async function sendThroughApi(draft: Omit<ContactDraft, 'category'>): Promise<number> {
  const response = await fetch(`${process.env.SUPABASE_URL}/functions/v1/contact-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: process.env.SUPABASE_ANON_KEY ?? '' },
    body: JSON.stringify({ ...draft, category: 'general' }),
  });
  return response.status;
}

export async function fillContactForm(page: Page, draft: ContactDraft): Promise<void> {
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(draft.name);
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(draft.email);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: draft.category });
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(draft.subject);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(draft.message);
}
