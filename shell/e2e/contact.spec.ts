import { randomUUID } from 'node:crypto';
import { seriousViolations } from './axe';
import {
  type ContactDraft,
  clearLoopbackMessages,
  fillContactForm,
  mailboxSubjects,
  SUPPORT_INBOX,
  sendThroughApi,
  supportMail,
} from './contact-helpers';
import { expect, test } from './fixtures';

const draft = (): ContactDraft => ({
  name: 'Margaret Ellis',
  email: `margaret-${randomUUID().slice(0, 8)}@example.com`,
  category: 'Bug Report',
  subject: `The map does not load ${randomUUID().slice(0, 8)}`,
  message: 'On my phone the map on my mother’s memorial stays grey.\nThank you for looking into it.',
});

test.beforeEach(async () => {
  await clearLoopbackMessages();
});

test('the contact form checks its fields, sends, and the message reaches the support inbox', async ({
  page,
  app,
}) => {
  await page.goto(app('/contact'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact Us | Evergreen Memorials');
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('general');

  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const text of [
    'Please enter your full name',
    'Please enter your email address',
    'Please enter a subject',
    'Please enter your message',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('margaret.example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const message = draft();
  await fillContactForm(page, message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();

  const mail = await supportMail(`[Contact] ${message.subject}`);
  expect(mail.to).toBe(SUPPORT_INBOX);
  expect(mail.replyTo).toBe(message.email);
  expect(mail.text).toContain(`From: ${message.name} <${message.email}>`);
  expect(mail.text).toContain('Category: bug');
  expect(mail.text).toContain(message.message);

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('general');
});

test('a 6th message within an hour is refused with the rate-limit text, and what was typed stays', async ({
  page,
  app,
}) => {
  // Five from this machine (the same sender as the browser, 127.0.0.1), then the browser's is the 6th.
  for (let sent = 0; sent < 5; sent += 1) expect(await sendThroughApi(draft())).toBe(200);

  await page.goto(app('/contact'));
  const sixth = draft();
  await fillContactForm(page, sixth);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Too many messages. Please try again later.');
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(sixth.name);
  await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveValue(sixth.email);
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('bug');
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(sixth.subject);
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(sixth.message);
  expect(await mailboxSubjects()).not.toContain(`[Contact] ${sixth.subject}`);
});

test('the contact page has no serious accessibility violations at 1280 and 375 px', async ({ page, app }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app('/contact'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the screen: a phone never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your full name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await fillContactForm(page, draft());
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
