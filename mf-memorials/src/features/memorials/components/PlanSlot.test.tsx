import { screen, userEvent } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import type { UpgradeBannerProps } from '@evergreen/domain/contracts';
import * as widgets from '@evergreen/runtime/widgets';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, planUsage, signInAs } from '../../../testing/support';
import { PlanSlot } from './PlanSlot';

vi.mock('@evergreen/runtime/widgets', { spy: true });

const backend = useTestBackend();

function FakeUsagePanel() {
  return <p>Usage panel of the billing remote</p>;
}
function FakeBanner({ feature }: UpgradeBannerProps) {
  return <p>Upgrade to {feature}</p>;
}

const load = vi.mocked(widgets.loadWidget);

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(ME);
  backend.servePlan(planUsage(2));
});

const renderSlot = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <PlanSlot />
    </MemoryRouter>,
  );

describe('plan slot', () => {
  it("shows the billing remote's usage panel and upgrade banner", async () => {
    load.mockImplementation(async (_remote, name) =>
      name === 'UsagePanel' ? { default: FakeUsagePanel } : ({ default: FakeBanner } as never),
    );
    renderSlot();
    expect(await screen.findByText('Usage panel of the billing remote')).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Personal')).toBeInTheDocument();
  });

  it('says the plan is unavailable when the billing remote is down, and tries again on request', async () => {
    load.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    renderSlot();
    expect(await screen.findByText('Your plan is unavailable right now.')).toBeInTheDocument();
    expect(screen.queryByText(/Upgrade to/)).not.toBeInTheDocument();
    // An unreachable remote is expected, not an error (Storybook's runner fails a story that logs one).
    expect(console.error).not.toHaveBeenCalled();

    load.mockImplementation(async (_remote, name) =>
      name === 'UsagePanel' ? { default: FakeUsagePanel } : ({ default: FakeBanner } as never),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Usage panel of the billing remote')).toBeInTheDocument();
  });

  it('says the plan is unavailable in place of a widget that fails while rendering', async () => {
    function Broken(): never {
      throw new Error('A bug in the usage panel');
    }
    load.mockImplementation(async (_remote, name) =>
      name === 'UsagePanel' ? { default: Broken } : ({ default: FakeBanner } as never),
    );
    renderSlot();
    expect(await screen.findByText('Your plan is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Personal')).toBeInTheDocument();
  });
});
