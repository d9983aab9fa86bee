import { screen, userEvent } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, myPlan, signInAs } from '../../../testing/support';
import { UpgradeBanner } from './UpgradeBanner';

const backend = useTestBackend();

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
});

const banner = (onClose?: () => void) =>
  renderWithQueryClient(
    <MemoryRouter>
      <UpgradeBanner feature="Personal" description="More memorials and collaborators." onClose={onClose} />
    </MemoryRouter>,
  );

describe('upgrade banner', () => {
  it('invites a Free user to the plans', async () => {
    backend.servePlan(myPlan('free'));
    banner();
    expect(await screen.findByRole('heading', { name: 'Upgrade to Personal' })).toBeInTheDocument();
    expect(screen.getByText('More memorials and collaborators.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/dashboard/settings');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('stays hidden for paid plans', async () => {
    backend.servePlan(myPlan('personal'));
    banner();
    await vi.waitFor(() => expect(backend.rpcCalls('my_plan')).not.toHaveLength(0));
    expect(screen.queryByRole('heading', { name: /Upgrade to/ })).not.toBeInTheDocument();
  });

  it('"Maybe Later" hides it for good for this user only', async () => {
    backend.servePlan(myPlan('free'));
    const first = banner();
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('heading', { name: 'Upgrade to Personal' })).not.toBeInTheDocument();
    first.unmount();

    banner().unmount(); // a new visit: still dismissed
    banner();
    await vi.waitFor(() => expect(backend.rpcCalls('my_plan')).not.toHaveLength(0));
    expect(screen.queryByRole('heading', { name: 'Upgrade to Personal' })).not.toBeInTheDocument();

    signInAs('someone-else');
    banner();
    expect(await screen.findByRole('heading', { name: 'Upgrade to Personal' })).toBeInTheDocument();
  });

  it('has an optional close button', async () => {
    backend.servePlan(myPlan('free'));
    const onClose = vi.fn();
    banner(onClose);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
