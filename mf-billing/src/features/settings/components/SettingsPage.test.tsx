import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { TEST_SUPABASE_URL } from '@evergreen/dev-host/testing';
import { useSessionStore } from '@evergreen/supabase-client';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answersInTurn,
  captureDownloads,
  ME,
  MY_EMAIL,
  myPlan,
  PRICE_ROWS,
  refusal,
  renderAt,
  signInAs,
  textOf,
} from '../../../testing/support';
import { exportFileName } from '../api/export-data';
import * as navigation from '../api/go-to';

// The app runs whole against the test backend; only leaving for a payment page is replaced (jsdom cannot).
vi.mock('../api/go-to');

const backend = useTestBackend();

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [
    { id: ME, full_name: 'Old Name', email: MY_EMAIL },
    { id: 'someone-else', full_name: 'Someone Else', email: 'else@example.com' },
  ]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
});

const section = (name: string) => screen.getByRole('region', { name });

describe('account information', () => {
  it('shows the e-mail, the plan with "Active" and the card', async () => {
    backend.servePlan(myPlan('personal', {}, { status: 'active', cardBrand: 'visa', cardLast4: '4242' }));
    await renderAt('/dashboard/settings');
    const account = section('Account Information');
    expect(within(account).getByText(MY_EMAIL)).toBeInTheDocument();
    expect(await within(account).findByText('Personal')).toBeInTheDocument();
    expect(within(account).getByText('Active')).toBeInTheDocument();
    expect(within(account).getByText('Visa ending in 4242')).toBeInTheDocument();
  });

  it('sends a paid user to manage the subscription, and says when that fails', async () => {
    backend.servePlan(myPlan('family', {}, { status: 'active', cardBrand: 'visa', cardLast4: '4242' }));
    answersInTurn(
      backend,
      'billing-portal',
      () => refusal('You have no subscription to manage'),
      () => ({ url: 'http://pay.test/portal/1' }),
    );
    await renderAt('/dashboard/settings');
    const manage = await within(section('Account Information')).findByRole('button', {
      name: 'Manage Subscription',
    });
    await userEvent.click(manage);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no subscription to manage');
    await userEvent.click(manage);
    await vi.waitFor(() => expect(navigation.goTo).toHaveBeenCalledWith('http://pay.test/portal/1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(backend.edgeFunctionCalls('billing-portal')[1]).toEqual({
      return_url: `${window.location.origin}/dashboard/settings`,
    });
  });

  it('offers no subscription management on the Free plan', async () => {
    await renderAt('/dashboard/settings');
    expect(await within(section('Account Information')).findByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
  });

  it('shows no badge without an active subscription', async () => {
    backend.servePlan(myPlan('free', {}, { status: 'canceled', cardBrand: null, cardLast4: null }));
    await renderAt('/dashboard/settings');
    const account = section('Account Information');
    expect(await within(account).findByText('Free')).toBeInTheDocument();
    expect(within(account).queryByText('Active')).not.toBeInTheDocument();
  });

  it('says when the subscription cannot be loaded', async () => {
    backend.fail('my_plan');
    await renderAt('/dashboard/settings');
    expect(
      await within(section('Account Information')).findByText('Failed to load subscription data'),
    ).toBeInTheDocument();
  });
});

describe('security', () => {
  it('sends the reset e-mail to the account, or says why it failed', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/recover`, async ({ request }) => {
        asked.push(await request.json());
        return asked.length === 1
          ? HttpResponse.json({})
          : HttpResponse.json(
              { code: 'over_email_send_rate_limit', msg: 'Email rate limit exceeded' },
              { status: 429 },
            );
      }),
    );
    await renderAt('/dashboard/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
    expect(asked[0]).toMatchObject({ email: MY_EMAIL });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email rate limit exceeded');
    // The success banner was cleared when the second attempt started.
    expect(screen.queryByText('Password reset email sent! Check your inbox.')).not.toBeInTheDocument();
  });
});

describe('data management', () => {
  it('exports the user own data, or says it failed', async () => {
    const downloads = captureDownloads();
    backend.seed('graves', [
      { id: 'g1', user_id: ME, full_name: 'Ada' },
      { id: 'g2', user_id: 'someone-else', full_name: 'Not mine' },
    ]);
    backend.seed('reminders', [{ id: 'r1', user_id: ME, grave_id: 'g1' }]);
    backend.seed('visitor_memories', [{ id: 'v1', user_id: 'someone-else', grave_id: 'g1' }]);
    await renderAt('/dashboard/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Data exported successfully!');
    expect(downloads.map(({ name }) => name)).toEqual([exportFileName(new Date())]);
    const exported = JSON.parse(await textOf(downloads[0]?.blob as Blob));
    expect(exported).toMatchObject({
      profile: { id: ME, full_name: 'Old Name' },
      graves: [{ id: 'g1' }],
      reminders: [{ id: 'r1' }],
      memories: [],
    });
    expect(exported.graves).toHaveLength(1);
    backend.fail('graves');
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export data');
  });

  it('names the file by the local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('evergreen-export-2026-01-05.json');
  });
});

describe('choose your plan', () => {
  it('shows three plans, four features each at most, the current one disabled', async () => {
    backend.servePlan(myPlan('personal'));
    await renderAt('/dashboard/settings');
    const plans = section('Choose Your Plan');
    const cards = within(plans).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(within(card).getAllByRole('listitem').length).toBeLessThanOrEqual(4);
    const personal = within(plans).getByRole('article', { name: 'Personal' });
    expect(await within(personal).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(personal).queryByText('Priority email support')).not.toBeInTheDocument();
    expect(within(plans).getByRole('article', { name: 'Family' })).toHaveTextContent('Most Popular');
    expect(within(plans).getByRole('button', { name: 'Choose Family' })).toBeEnabled();
  });

  it('starts the checkout with the plan price and goes there', async () => {
    backend.edgeFunction('payment-checkout', () => ({ url: 'http://pay.test/checkout/1' }));
    await renderAt('/dashboard/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Personal' }));
    await vi.waitFor(() => expect(navigation.goTo).toHaveBeenCalledWith('http://pay.test/checkout/1'));
    expect(backend.edgeFunctionCalls('payment-checkout')).toEqual([
      {
        price_id: 'price_personal',
        success_url: `${window.location.origin}/dashboard/settings?success=true`,
        cancel_url: `${window.location.origin}/dashboard/settings?canceled=true`,
        mode: 'subscription',
      },
    ]);
  });

  it('lets no one choose a plan before its price has arrived, which a quick click on a slow line failed for', async () => {
    let pricesArrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      pricesArrive = resolve;
    });
    backend.rpc('billing_plans', () => arrived.then(() => PRICE_ROWS));
    backend.edgeFunction('payment-checkout', () => ({ url: 'http://pay.test/checkout/1' }));
    await renderAt('/dashboard/settings');
    expect(await within(section('Account Information')).findByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Personal' })).toBeDisabled();

    pricesArrive();
    const choose = screen.getByRole('button', { name: 'Choose Personal' });
    await vi.waitFor(() => expect(choose).toBeEnabled());
    await userEvent.click(choose);
    await vi.waitFor(() => expect(navigation.goTo).toHaveBeenCalledWith('http://pay.test/checkout/1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the function's error, or the fallback", async () => {
    answersInTurn(
      backend,
      'payment-checkout',
      () => refusal('Unknown price_id: no plan is sold at this price'),
      () => refusal(),
    );
    await renderAt('/dashboard/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Family' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown price_id');
    await userEvent.click(screen.getByRole('button', { name: 'Choose Family' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start checkout');
  });

  it('says how the checkout ended, and reads the plan again after paying', async () => {
    await renderAt('/dashboard/settings?success=true');
    expect(screen.getByText('Payment successful! Your plan is now active.')).toBeInTheDocument();
    await vi.waitFor(() => expect(backend.rpcCalls('my_plan')).not.toHaveLength(0));
  });

  it('says when the checkout was canceled', async () => {
    await renderAt('/dashboard/settings?canceled=true');
    expect(screen.getByRole('alert')).toHaveTextContent('Checkout canceled. Your plan has not changed.');
  });
});

describe('profile settings', () => {
  it('saves the full name, and the top bar name follows', async () => {
    await renderAt('/dashboard/settings');
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveValue('Old Name');
    await userEvent.clear(name);
    await userEvent.type(name, '  New Name ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    // Only the user's own row changed, to the trimmed name.
    expect(backend.rows('profiles').map(({ full_name }) => full_name)).toEqual(['New Name', 'Someone Else']);
    expect(useSessionStore.getState().displayName).toBe('New Name');
  });

  it('says when the update fails', async () => {
    server.use(http.patch(`${REST_URL}/profiles`, () => restError(500, '')));
    await renderAt('/dashboard/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(useSessionStore.getState().displayName).toBe('Old Name');
  });

  it('says when the profile cannot be loaded', async () => {
    backend.fail('profiles');
    await renderAt('/dashboard/settings');
    expect(
      await within(section('Profile Settings')).findByText('Failed to load profile'),
    ).toBeInTheDocument();
  });
});

describe('danger zone', () => {
  it('asks first; cancel aborts', async () => {
    await renderAt('/dashboard/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Confirm Delete' })).not.toBeInTheDocument();
    expect(backend.edgeFunctionCalls('delete-account')).toHaveLength(0);
  });

  it('deletes on confirm, or says to contact support', async () => {
    answersInTurn(
      backend,
      'delete-account',
      () => refusal(),
      () => ({ ok: true }),
    );
    await renderAt('/dashboard/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    // The function takes the current password: a borrowed session alone cannot delete the account.
    await userEvent.type(screen.getByLabelText(/Current password/), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete account. Please contact support.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await vi.waitFor(() => expect(backend.edgeFunctionCalls('delete-account')).toHaveLength(2));
    expect(backend.edgeFunctionCalls('delete-account')[1]).toEqual({ password: 'pw' });
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
