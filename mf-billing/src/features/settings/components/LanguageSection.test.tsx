import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { activateLocale } from '@evergreen/runtime/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ME, MY_EMAIL, myPlan, PRICE_ROWS, renderAt, signInAs } from '../../../testing/support';

const backend = useTestBackend();

beforeEach(() => {
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL, locale: 'en' }]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
});

afterEach(async () => {
  await activateLocale('en');
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the cookie rememberLocale wrote, as a browser would expire it
  document.cookie = 'evergreen-locale=; path=/; max-age=0';
});

describe('Language', () => {
  it('switches the page at once, and saves the choice on the profile and in the cookie', async () => {
    await renderAt('/dashboard/settings');
    const section = await screen.findByRole('region', { name: 'Language' });
    await userEvent.click(within(section).getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));

    await waitFor(() => expect(backend.rows('profiles')[0]).toMatchObject({ locale: 'de' }));
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('evergreen-locale=de');
    expect(within(section).getByRole('combobox', { name: 'Sprache' })).toHaveValue('Deutsch');
  });

  it('says so when the profile could not be saved', async () => {
    backend.fail('profiles');
    await renderAt('/dashboard/settings');
    const section = await screen.findByRole('region', { name: 'Language' });
    await userEvent.click(within(section).getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    // Told in the language just chosen (the profile section also says it could not read the profile).
    const alerts = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    await waitFor(async () => expect(await alerts()).toContain('Impossible d’enregistrer votre langue'));
  });
});
