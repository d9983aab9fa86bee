import { expectNoAxeViolations, screen, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, myPlan, signInAs } from '../../../testing/support';
import { UsagePanel } from './UsagePanel';

const backend = useTestBackend();

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
});

/** The colour the bar is drawn in (Mantine sets it on the bar as a CSS variable). */
const barColor = (name: RegExp) =>
  /--mantine-color-(\w+)-filled/.exec(
    screen.getByRole('progressbar', { name }).getAttribute('style') ?? '',
  )?.[1];

describe('usage panel', () => {
  it('shows the plan, both counters and no warning while far from the limits', async () => {
    backend.servePlan(myPlan('free', { graves: 2, collaborators: 0 }));
    const { container } = renderWithQueryClient(<UsagePanel />);
    expect(await screen.findByRole('heading', { name: 'Free Plan' })).toBeInTheDocument();
    expect(screen.getByText('Current usage & limits')).toBeInTheDocument();
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(screen.getByText('0 / 1')).toBeInTheDocument();
    expect(barColor(/^Memorials/)).toBe('teal');
    expect(screen.queryByText('Approaching Limit')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('turns red above 90 % with the warning (5 / 5)', async () => {
    backend.servePlan(myPlan('free', { graves: 5 }));
    renderWithQueryClient(<UsagePanel />);
    expect(await screen.findByText('5 / 5')).toBeInTheDocument();
    expect(barColor(/^Memorials/)).toBe('red');
    const warning = screen.getByText('Approaching Limit').closest('[role="alert"]');
    expect(warning).not.toBeNull();
    expect(
      within(warning as HTMLElement).getByText(
        'Consider upgrading your plan to continue adding memorials or collaborators.',
      ),
    ).toBeInTheDocument();
  });

  it('turns orange above 80 % (21 / 25 on Personal)', async () => {
    backend.servePlan(myPlan('personal', { graves: 21 }));
    renderWithQueryClient(<UsagePanel />);
    expect(await screen.findByText('21 / 25')).toBeInTheDocument();
    expect(barColor(/^Memorials/)).toBe('orange');
    expect(screen.getByText('Approaching Limit')).toBeInTheDocument();
  });

  it('shows ∞ for an unlimited plan', async () => {
    backend.servePlan(myPlan('family', { graves: 40, collaborators: 2 }));
    renderWithQueryClient(<UsagePanel />);
    expect(await screen.findByText('40 / ∞')).toBeInTheDocument();
    expect(screen.getByText('2 / 10')).toBeInTheDocument();
    expect(screen.queryByText('Approaching Limit')).not.toBeInTheDocument();
  });

  it('says when the plan cannot be loaded', async () => {
    backend.fail('my_plan');
    renderWithQueryClient(<UsagePanel />);
    expect(await screen.findByText('Failed to load subscription data')).toBeInTheDocument();
  });
});
