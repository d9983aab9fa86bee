import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { TWO_STEP, TWO_STEP_SETTINGS } from '@evergreen/domain/two-step';
import { getSupabase } from '@evergreen/supabase-client';
import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, MY_EMAIL, myPlan, PRICE_ROWS, renderAt, signInAs } from '../../../testing/support';

// supabase-js's auth.mfa calls answer as the auth server does (its own tests: packages/backend/test/auth/
// two-step.test.ts); the recovery codes come from the test backend's database function.
const backend = useTestBackend();
const mfa = () => getSupabase().auth.mfa;

const FACTOR = {
  id: 'factor-1',
  status: 'verified',
  factor_type: 'totp',
  friendly_name: 'Authenticator app',
};
const CODES = Array.from({ length: 10 }, (_, i) => `000${i}-aaaa-bbbb`);

function factorsAre(verified: boolean) {
  const totp = verified ? [FACTOR] : [];
  return vi
    .spyOn(mfa(), 'listFactors')
    .mockResolvedValue({ data: { all: totp, totp, phone: [], webauthn: [] }, error: null } as never);
}

const wrongCode = {
  data: null,
  error: { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
};

beforeEach(() => {
  vi.restoreAllMocks();
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  backend.seed('security_events', []);
  backend.rpc('billing_plans', () => PRICE_ROWS);
  backend.rpc('create_mfa_recovery_codes', () => CODES);
});

const section = () => screen.getByRole('region', { name: i18n._(TWO_STEP.title) });

describe('Two-step sign-in in Settings', () => {
  it('sets up an authenticator app, then shows the recovery codes once', async () => {
    factorsAre(false);
    const enroll = vi.spyOn(mfa(), 'enroll').mockResolvedValue({
      data: {
        id: 'factor-1',
        type: 'totp',
        friendly_name: 'Authenticator app',
        totp: { qr_code: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x' },
      },
      error: null,
    } as never);
    const verify = vi
      .spyOn(mfa(), 'challengeAndVerify')
      .mockResolvedValue({ data: {}, error: null } as never);
    await renderAt('/dashboard/settings');
    await userEvent.click(
      await within(section()).findByRole('button', { name: i18n._(TWO_STEP_SETTINGS.setUp) }),
    );
    expect(enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Authenticator app' });
    expect(
      await within(section()).findByRole('img', { name: i18n._(TWO_STEP_SETTINGS.qrAlt) }),
    ).toBeInTheDocument();
    expect(within(section()).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.type(within(section()).getByLabelText(/6-digit code/), '123 456');
    factorsAre(true);
    await userEvent.click(within(section()).getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOn) }));
    expect(verify).toHaveBeenCalledWith({ factorId: 'factor-1', code: '123456' });
    const list = await within(section()).findByRole('list', {
      name: i18n._(TWO_STEP_SETTINGS.recoveryTitle),
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(
      within(section()).getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.copyCodes) }),
    ).toBeInTheDocument();
    expect(screen.getByText(i18n._(TWO_STEP_SETTINGS.turnedOn))).toBeInTheDocument();

    await userEvent.click(within(section()).getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.done) }));
    expect(await within(section()).findByText(i18n._(TWO_STEP_SETTINGS.on))).toBeInTheDocument();
    expect(
      within(section()).queryByRole('list', { name: i18n._(TWO_STEP_SETTINGS.recoveryTitle) }),
    ).not.toBeInTheDocument();
  });

  it('says plainly when the first code is wrong, and keeps the setup', async () => {
    factorsAre(false);
    vi.spyOn(mfa(), 'enroll').mockResolvedValue({
      data: { id: 'factor-1', type: 'totp', totp: { qr_code: 'data:,', secret: 'KEY', uri: '' } },
      error: null,
    } as never);
    vi.spyOn(mfa(), 'challengeAndVerify').mockResolvedValue(wrongCode as never);
    await renderAt('/dashboard/settings');
    await userEvent.click(
      await within(section()).findByRole('button', { name: i18n._(TWO_STEP_SETTINGS.setUp) }),
    );
    await userEvent.type(await within(section()).findByLabelText(/6-digit code/), '000000');
    await userEvent.click(within(section()).getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOn) }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(i18n._(TWO_STEP.wrongCode));
    expect(within(section()).getByRole('img', { name: i18n._(TWO_STEP_SETTINGS.qrAlt) })).toBeInTheDocument();
  });

  it('turns it off only with a right code', async () => {
    factorsAre(true);
    const verify = vi
      .spyOn(mfa(), 'challengeAndVerify')
      .mockResolvedValueOnce(wrongCode as never)
      .mockResolvedValueOnce({ data: {}, error: null } as never);
    const unenroll = vi.spyOn(mfa(), 'unenroll').mockResolvedValue({ data: { id: 'factor-1' }, error: null });
    await renderAt('/dashboard/settings');
    await userEvent.click(
      await within(section()).findByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOff) }),
    );
    const field = within(section()).getByLabelText(/6-digit code/);
    await userEvent.type(field, '000000');
    await userEvent.click(
      within(section()).getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOffConfirm) }),
    );
    expect(await within(section()).findByRole('alert')).toHaveTextContent(i18n._(TWO_STEP.wrongCode));
    expect(unenroll).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    factorsAre(false);
    await userEvent.click(
      within(section()).getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOffConfirm) }),
    );
    expect(verify).toHaveBeenLastCalledWith({ factorId: 'factor-1', code: '654321' });
    expect(await within(section()).findByText(i18n._(TWO_STEP_SETTINGS.off))).toBeInTheDocument();
    expect(unenroll).toHaveBeenCalledWith({ factorId: 'factor-1' });
    expect(screen.getByText(i18n._(TWO_STEP_SETTINGS.turnedOff))).toBeInTheDocument();
  });
});
