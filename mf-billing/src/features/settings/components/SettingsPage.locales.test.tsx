import { screen, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as german } from '../../../locales/de.po';
import { ME, MY_EMAIL, myPlan, PRICE_ROWS, renderAt, signInAs } from '../../../testing/support';

// The settings in a reader's language: this remote's translations, prices in their way of writing US dollars,
// dates through Intl (the upgrade dialog's plurals are domain messages: design-system/src/locales/catalog.test.ts).
const backend = useTestBackend();

beforeEach(() => {
  signInAs(ME);
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
});

afterEach(() => {
  i18n.activate('en');
});

const section = (name: string) => screen.getByRole('region', { name });

describe('settings in other languages', () => {
  it('speaks German: sections, the card, the plans with their prices, a session date', async () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    backend.servePlan(myPlan('personal', {}, { status: 'active', cardBrand: 'visa', cardLast4: '4242' }));
    backend.rpc('my_sessions', () => [
      {
        id: 's-here',
        user_agent: 'Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/120.0',
        created_at: '2026-11-01T10:00:00Z',
        last_active_at: '2026-11-27T10:00:00Z',
        is_current: true,
      },
    ]);
    await renderAt('/dashboard/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    const account = section('Kontoinformationen');
    expect(await within(account).findByText('Visa mit Endziffern 4242')).toBeInTheDocument();
    expect(within(account).getByText('Aktiv')).toBeInTheDocument();

    const plans = section('Wählen Sie Ihren Tarif');
    const family = within(plans).getByRole('article', { name: 'Family' });
    expect(within(family).getByText(/^10\s\$$/)).toBeInTheDocument();
    expect(within(family).getByText('/Monat')).toBeInTheDocument();
    expect(within(family).getByText('Am beliebtesten')).toBeInTheDocument();
    expect(within(family).getByRole('button', { name: 'Family wählen' })).toBeInTheDocument();

    const sessions = section('Wo Sie angemeldet sind');
    expect(await within(sessions).findByText('Firefox auf Windows')).toBeInTheDocument();
    expect(
      within(sessions).getByText(/^Zuletzt aktiv 27\. Nov\. 2026, \d\d:\d\d · angemeldet am 1\. Nov\. 2026$/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Settings')).not.toBeInTheDocument();
  });
});
