import { randomUUID } from 'node:crypto';
import { clearLoopbackMessages, fillContactForm, sendThroughApi } from './contact-helpers';
import { expect, test } from './fixtures';

// Pictures of the contact page for a person to look at: `pnpm --filter shell screenshots`
// (the folder is SCREENSHOTS, test-results/screenshots by default).
test.describe('contact screens', () => {
  test('at 1280 and 375 px', async ({ page, app }) => {
    test.setTimeout(120_000);
    const dir = process.env.SCREENSHOTS ?? 'test-results/screenshots';
    for (const width of [1280, 375]) {
      await clearLoopbackMessages();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app('/contact'));
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await page.screenshot({ path: `${dir}/contact-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter your full name')).toBeVisible();
      await page.screenshot({ path: `${dir}/contact-invalid-${width}.png`, fullPage: true });

      const draft = {
        name: 'Margaret Ellis',
        email: 'margaret@example.com',
        category: 'Technical Support',
        subject: `Adding a second photo ${randomUUID().slice(0, 6)}`,
        message: 'How do I add a photo of the headstone next to my father’s portrait?',
      };
      await fillContactForm(page, draft);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
      await page.screenshot({ path: `${dir}/contact-sent-${width}.png`, fullPage: true });

      for (let sent = 1; sent < 5; sent += 1) await sendThroughApi({ ...draft, subject: `More ${sent}` });
      await page.getByRole('button', { name: 'Send Another Message' }).click();
      await fillContactForm(page, draft);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert')).toContainText('Too many messages. Please try again later.');
      await page.screenshot({ path: `${dir}/contact-refused-${width}.png`, fullPage: true });
    }
  });
});
