import { Secret, TOTP } from 'otpauth';
import { createUser, expect, signIn, test } from './fixtures';
import { signInAt } from './memorial-helpers';

// Issue 27, item 2: a user turns on two-step sign-in with an authenticator app (the test is the app: it computes
// the codes with otpauth), signs out, signs in with a code after the password, and turns it off with a code.

const PERIOD_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/**
 * The authenticator app: each code it gives is of a later 30-second step than the one before, as the server
 * accepts a code once. The server allows one step either way, so a code of the previous, current or next step
 * passes; when the next unused step is further ahead, the app waits for its clock, as a person waits for the
 * next code.
 */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  let used = Number.NEGATIVE_INFINITY;
  return {
    async code(): Promise<string> {
      // Near the end of a step, the previous one is about to leave the server's window: start from the current.
      const late = Date.now() % PERIOD_MS > PERIOD_MS - 5_000;
      const step = Math.max(stepNow() - (late ? 0 : 1), used + 1);
      await expect.poll(stepNow, { timeout: 35_000 }).toBeGreaterThanOrEqual(step - 1);
      used = step;
      return totp.generate({ timestamp: step * PERIOD_MS + 1_000 });
    },
    /** A code the server refuses: none of the steps it would accept now. */
    wrong(): string {
      const valid = [-1, 0, 1].map((skew) => totp.generate({ timestamp: Date.now() + skew * PERIOD_MS }));
      return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code)) ?? '444444';
    },
  };
}

test('two-step sign-in: set up an app, sign in with its code, turn it off', async ({ page, app }) => {
  const user = await createUser('Careful Person');
  await signInAt(page, app(''), user, '/dashboard/settings');

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  const phone = authenticator(secret);
  await section.getByLabel(/6-digit code/).fill(await phone.code());
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(section.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(
    section.getByText('On. Each sign-in asks for a code from your authenticator app.'),
  ).toBeVisible();

  // Signed out, the password alone does not open the dashboard.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(app('/dashboard/settings'));
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?next=/);

  await page.getByLabel(/6-digit code/).fill(phone.wrong());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Enter the 6-digit code your app shows now.',
  );
  await page.getByLabel(/6-digit code/).fill(await phone.code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  // Turning it off takes a fresh code.
  await section.getByRole('button', { name: 'Turn off' }).click();
  await section.getByLabel(/6-digit code/).fill(await phone.code());
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
});
