import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { getSupabase } from '@evergreen/supabase-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Auth = ReturnType<typeof getSupabase>['auth'];
type User = NonNullable<Awaited<ReturnType<Auth['getUser']>>['data']['user']>;

import { ME, MY_EMAIL, myPlan, PRICE_ROWS, renderAt, signInAs } from '../../../testing/support';

// The auth calls are the client's own (supabase-js against the auth server, covered by the backend's
// email-change tests); here they answer as the server does.
const backend = useTestBackend();

const userWith = (newEmail?: string) =>
  ({ id: ME, email: MY_EMAIL, ...(newEmail ? { new_email: newEmail } : {}) }) as unknown as User;

const answerUser = (user: User) =>
  vi.spyOn(getSupabase().auth, 'getUser').mockResolvedValue({ data: { user }, error: null });

beforeEach(() => {
  vi.restoreAllMocks();
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
});

const emailSection = () => screen.getByRole('region', { name: 'E-mail address' });

describe('Change e-mail', () => {
  it('asks for the new address and the current password, then shows the change as pending', async () => {
    answerUser(userWith());
    const update = vi
      .spyOn(getSupabase().auth, 'updateUser')
      .mockResolvedValue({ data: { user: userWith('new@example.com') }, error: null });
    await renderAt('/dashboard/settings');
    const section = emailSection();
    expect(await within(section).findByText(MY_EMAIL)).toBeInTheDocument();
    expect(within(section).queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    await userEvent.type(within(section).getByLabelText(/New e-mail address/), 'new@example.com');
    await userEvent.type(within(section).getByLabelText(/Current password/), 'my-password');
    answerUser(userWith('new@example.com'));
    await userEvent.click(within(section).getByRole('button', { name: 'Send confirmation links' }));

    expect(update).toHaveBeenCalledWith(
      { email: 'new@example.com', current_password: 'my-password' },
      { emailRedirectTo: `${window.location.origin}/dashboard/settings` },
    );
    expect(
      await within(section).findByText(/Waiting for confirmation from new@example.com/),
    ).toBeInTheDocument();
    expect(within(section).getByText(/Check both inboxes/)).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the form", async () => {
    answerUser(userWith());
    vi.spyOn(getSupabase().auth, 'updateUser').mockResolvedValue({
      data: { user: null },
      error: Object.assign(new Error('Current password is incorrect.'), {
        code: 'current_password_mismatch',
      }),
    } as unknown as Awaited<ReturnType<Auth['updateUser']>>);
    await renderAt('/dashboard/settings');
    const section = emailSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    await userEvent.type(within(section).getByLabelText(/New e-mail address/), 'new@example.com');
    await userEvent.type(within(section).getByLabelText(/Current password/), 'wrong');
    await userEvent.click(within(section).getByRole('button', { name: 'Send confirmation links' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(within(section).getByLabelText(/New e-mail address/)).toHaveValue('new@example.com');
  });

  it('shows a change already pending when the page opens', async () => {
    answerUser(userWith('later@example.com'));
    await renderAt('/dashboard/settings');
    expect(
      await within(emailSection()).findByText(/Waiting for confirmation from later@example.com/),
    ).toBeInTheDocument();
  });
});
