import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import type { UpgradeLimit } from '@evergreen/domain/contracts';
import type { PlanId } from '@evergreen/domain/plans';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answersInTurn, ME, myPlan, PRICE_ROWS, refusal, signInAs } from '../../../testing/support';
import * as navigation from '../api/go-to';
import { UpgradeDialog } from './UpgradeDialog';

// Only leaving for the checkout page is replaced (jsdom cannot); the test backend answers the rest.
vi.mock('../api/go-to');

const backend = useTestBackend();

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  backend.rpc('billing_plans', () => PRICE_ROWS);
});

function openDialog(plan: PlanId, limit: UpgradeLimit = 'memorials') {
  backend.servePlan(myPlan(plan, { graves: 5, collaborators: 1 }));
  const onClose = vi.fn();
  renderWithQueryClient(
    <MemoryRouter>
      <UpgradeDialog opened onClose={onClose} limit={limit} />
    </MemoryRouter>,
  );
  return onClose;
}

describe('upgrade dialog', () => {
  it('offers a Free user the paid plans, with the spec text', async () => {
    openDialog('free');
    const dialog = await screen.findByRole('dialog', { name: 'Create More Memorials' });
    expect(
      await within(dialog).findByText(
        "You've reached your plan's memorial limit. Upgrade to create unlimited memorials and access advanced features.",
      ),
    ).toBeInTheDocument();
    const cards = await within(dialog).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Personal',
      'Family',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Compare all plans' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('goes to the checkout of the chosen plan, as the settings page does', async () => {
    backend.edgeFunction('payment-checkout', () => ({ url: 'http://pay.test/checkout/7' }));
    openDialog('free');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Personal' }));
    await vi.waitFor(() => expect(navigation.goTo).toHaveBeenCalledWith('http://pay.test/checkout/7'));
    expect(backend.edgeFunctionCalls('payment-checkout')).toEqual([
      expect.objectContaining({ price_id: 'price_personal', mode: 'subscription' }),
    ]);
  });

  it("shows the checkout's error in the dialog, or the fallback", async () => {
    answersInTurn(
      backend,
      'payment-checkout',
      () => refusal('Unknown price_id: no plan is sold at this price'),
      () => refusal(),
    );
    openDialog('free');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Choose Family' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unknown price_id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Family' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to start checkout');
    expect(navigation.goTo).not.toHaveBeenCalled();
  });

  it('speaks of collaborators when that limit led to it', async () => {
    openDialog('free', 'collaborators');
    const dialog = await screen.findByRole('dialog', { name: 'Add More Collaborators' });
    expect(await within(dialog).findByRole('button', { name: 'Choose Personal' })).toBeEnabled();
  });

  it('shows a paid plan only its limit, without any upgrade prompt', async () => {
    const onClose = openDialog('personal');
    const dialog = await screen.findByRole('dialog', { name: 'Memorial Limit Reached' });
    expect(dialog).toHaveTextContent("You've reached your Personal plan limit of 25 memorials...");
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Upgrade/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('gives a paid plan the collaborator limit in the singular or plural', async () => {
    openDialog('family', 'collaborators');
    const dialog = await screen.findByRole('dialog', { name: 'Collaborator Limit Reached' });
    expect(dialog).toHaveTextContent("You've reached your Family plan limit of 10 collaborators...");
  });

  it('"Maybe Later" closes it', async () => {
    const onClose = openDialog('free');
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe Later' }));
    expect(onClose).toHaveBeenCalled();
  });
});
