import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { useSessionStore } from '@evergreen/supabase-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, MY_EMAIL, myPlan, renderAt, signInAs } from '../../../testing/support';
import * as deleteAccountApi from '../api/delete-account';
import * as exportApi from '../api/export-data';
import * as priceApi from '../api/get-billing-plans';
import * as portalApi from '../api/open-billing-portal';
import * as resetApi from '../api/reset-password';
import * as checkoutApi from '../api/start-checkout';
import * as updateProfileApi from '../api/update-profile';

// Fetchers are replaced; query options, hooks and mutations run as they do in the app.
vi.mock('../api/delete-account', { spy: true });
vi.mock('../api/export-data', { spy: true });
vi.mock('../api/get-billing-plans', { spy: true });
vi.mock('../api/open-billing-portal', { spy: true });
vi.mock('../api/reset-password', { spy: true });
vi.mock('../api/start-checkout', { spy: true });
vi.mock('../api/update-profile', { spy: true });

const backend = useTestBackend();

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  vi.mocked(priceApi.getPriceIds).mockResolvedValue({ personal: 'price_personal', family: 'price_family' });
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
    vi.mocked(portalApi.openBillingPortal)
      .mockRejectedValueOnce(new Error('You have no subscription to manage'))
      .mockResolvedValueOnce('http://pay.test/portal/1');
    vi.mocked(checkoutApi.goTo).mockImplementation(() => undefined);
    await renderAt('/dashboard/settings');
    const manage = await within(section('Account Information')).findByRole('button', {
      name: 'Manage Subscription',
    });
    await userEvent.click(manage);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no subscription to manage');
    await userEvent.click(manage);
    await vi.waitFor(() => expect(checkoutApi.goTo).toHaveBeenCalledWith('http://pay.test/portal/1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
  it('sends the reset e-mail to the account, or says it failed', async () => {
    vi.mocked(resetApi.sendPasswordReset).mockResolvedValueOnce().mockRejectedValueOnce({});
    await renderAt('/dashboard/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
    expect(resetApi.sendPasswordReset).toHaveBeenCalledWith(MY_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send password reset email');
    // The success banner was cleared when the second attempt started.
    expect(screen.queryByText('Password reset email sent! Check your inbox.')).not.toBeInTheDocument();
  });
});

describe('data management', () => {
  it('exports the user own data, or says it failed', async () => {
    vi.mocked(exportApi.exportData).mockResolvedValueOnce().mockRejectedValueOnce({});
    await renderAt('/dashboard/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Data exported successfully!');
    expect(exportApi.exportData).toHaveBeenCalledWith(ME);
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export data');
  });

  it('names the file by the local date', () => {
    expect(exportApi.exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('evergreen-export-2026-01-05.json');
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
    vi.mocked(checkoutApi.startCheckout).mockResolvedValue('http://pay.test/checkout/1');
    vi.mocked(checkoutApi.goTo).mockImplementation(() => undefined);
    await renderAt('/dashboard/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Personal' }));
    await vi.waitFor(() => expect(checkoutApi.goTo).toHaveBeenCalledWith('http://pay.test/checkout/1'));
    expect(checkoutApi.startCheckout).toHaveBeenCalledWith('price_personal');
  });

  it('lets no one choose a plan before its price has arrived, which a quick click on a slow line failed for', async () => {
    let pricesArrive: (prices: priceApi.PriceIds) => void = () => undefined;
    vi.mocked(priceApi.getPriceIds).mockReturnValue(new Promise((resolve) => (pricesArrive = resolve)));
    vi.mocked(checkoutApi.startCheckout).mockResolvedValue('http://pay.test/checkout/1');
    vi.mocked(checkoutApi.goTo).mockImplementation(() => undefined);
    await renderAt('/dashboard/settings');
    expect(await within(section('Account Information')).findByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Personal' })).toBeDisabled();

    pricesArrive({ personal: 'price_personal', family: 'price_family' });
    const choose = screen.getByRole('button', { name: 'Choose Personal' });
    await vi.waitFor(() => expect(choose).toBeEnabled());
    await userEvent.click(choose);
    await vi.waitFor(() => expect(checkoutApi.goTo).toHaveBeenCalledWith('http://pay.test/checkout/1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the function's error, or the fallback", async () => {
    vi.mocked(checkoutApi.startCheckout)
      .mockRejectedValueOnce(new Error('Unknown price_id: no plan is sold at this price'))
      .mockRejectedValueOnce({});
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
    vi.mocked(updateProfileApi.updateProfile).mockResolvedValue({ full_name: 'New Name', email: MY_EMAIL });
    await renderAt('/dashboard/settings');
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveValue('Old Name');
    await userEvent.clear(name);
    await userEvent.type(name, '  New Name ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(updateProfileApi.updateProfile).toHaveBeenCalledWith(ME, 'New Name');
    expect(useSessionStore.getState().displayName).toBe('New Name');
  });

  it('says when the update fails', async () => {
    vi.mocked(updateProfileApi.updateProfile).mockRejectedValue({});
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
    expect(deleteAccountApi.deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes on confirm, or says to contact support', async () => {
    vi.mocked(deleteAccountApi.deleteAccount).mockRejectedValueOnce({}).mockResolvedValueOnce();
    await renderAt('/dashboard/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete account. Please contact support.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await vi.waitFor(() => expect(deleteAccountApi.deleteAccount).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
