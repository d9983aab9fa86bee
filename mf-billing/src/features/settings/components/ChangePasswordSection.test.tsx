import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { getSupabase } from '@evergreen/supabase-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, MY_EMAIL, myPlan, PRICE_ROWS, renderAt, signInAs } from '../../../testing/support';
import { PASSWORD_CHANGED, PASSWORDS_DIFFER } from './ChangePasswordSection';

type Auth = ReturnType<typeof getSupabase>['auth'];
type UpdateAnswer = Awaited<ReturnType<Auth['updateUser']>>;

// The auth call is the client's own (supabase-js against the auth server, whose rule the backend's auth tests
// cover: the current password, the 6-character floor, other sessions ended); here it answers as the server does.
const backend = useTestBackend();

beforeEach(() => {
  vi.restoreAllMocks();
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
});

const section = () => screen.getByRole('region', { name: 'Password' });

/** Pasted, as a password manager enters it: typed key by key, each key re-rendered the whole page (5 s in CI). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fill(current: string, password: string, confirm = password) {
  await userEvent.click(await within(section()).findByRole('button', { name: 'Change password' }));
  await enter(within(section()).getByLabelText(/Current password/), current);
  await enter(within(section()).getByLabelText(/^New password/), password);
  await enter(within(section()).getByLabelText(/Confirm new password/), confirm);
  await userEvent.click(within(section()).getByRole('button', { name: 'Save new password' }));
}

describe('Change password', () => {
  it('sends the current password with the new one, then says the other devices were signed out', async () => {
    const update = vi
      .spyOn(getSupabase().auth, 'updateUser')
      .mockResolvedValue({ data: { user: { id: ME } }, error: null } as unknown as UpdateAnswer);
    await renderAt('/dashboard/settings');
    await fill('old-password', 'lantern orchard pebble');
    expect(await within(section()).findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(update).toHaveBeenCalledWith({
      password: 'lantern orchard pebble',
      current_password: 'old-password',
    });
    expect(within(section()).queryByLabelText(/Current password/)).not.toBeInTheDocument();
  });

  it("refuses the weakest with zxcvbn's reason, and a confirmation that differs, before asking the server", async () => {
    const update = vi.spyOn(getSupabase().auth, 'updateUser');
    await renderAt('/dashboard/settings');
    await fill('old-password', 'password');
    expect(
      await within(section()).findByRole('progressbar', { name: 'Strength: Very weak' }),
    ).toBeInTheDocument();
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'This password is too easy to guess. This is a heavily used password.',
    );
    await userEvent.clear(within(section()).getByLabelText(/^New password/));
    await enter(within(section()).getByLabelText(/^New password/), 'abc');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save new password' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    await userEvent.clear(within(section()).getByLabelText(/^New password/));
    await enter(within(section()).getByLabelText(/^New password/), 'lantern orchard pebble');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save new password' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(PASSWORDS_DIFFER);
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a wrong current password and keeps the form", async () => {
    vi.spyOn(getSupabase().auth, 'updateUser').mockResolvedValue({
      data: { user: null },
      error: Object.assign(new Error('Current password is incorrect.'), {
        code: 'current_password_mismatch',
      }),
    } as unknown as UpdateAnswer);
    await renderAt('/dashboard/settings');
    await fill('wrong', 'lantern orchard pebble');
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(within(section()).getByLabelText(/^New password/)).toHaveValue('lantern orchard pebble');
  });
});
