import { render, screen } from '@evergreen/design-system/test-utils';
import { PLANS, type PlanId } from '@evergreen/domain/plans';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LimitReached } from './LimitReached';

function renderFor(id: PlanId) {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(id);
  render(
    <MemoryRouter>
      <LimitReached plan={plan} />
    </MemoryRouter>,
  );
}

describe('memorial limit reached', () => {
  it('prompts a Free user to upgrade', () => {
    renderFor('free');
    expect(screen.getByRole('heading', { name: 'Memorial Limit Reached' })).toBeInTheDocument();
    expect(screen.getByText("You've reached your Free plan limit of 5 memorials...")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/dashboard/settings');
  });

  it('shows a paid plan its limit without an upgrade prompt', () => {
    renderFor('personal');
    expect(
      screen.getByText("You've reached your Personal plan limit of 25 memorials..."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Upgrade/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
