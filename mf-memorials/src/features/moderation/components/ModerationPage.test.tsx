import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { useSessionStore } from '@evergreen/supabase-client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/support';
import type { ReportedItem } from '../api/get-moderation-queue';
import { ModerationPage } from './ModerationPage';

const backend = useTestBackend();

export const REPORTED_MEMORY: ReportedItem = {
  report_id: 'r1',
  grave_id: 'g1',
  full_name: 'Rose Hale',
  memory_id: 'm1',
  memory_text: 'Buy cheap watches',
  memory_hidden: true,
  reports: 3,
  reasons: ['other', 'spam'],
  details: ['An advert'],
  first_reported_at: '2026-11-20T10:00:00Z',
};

function signInAsSupport() {
  useSessionStore.setState({
    user: {
      id: 'sam',
      email: 'sam@example.com',
      user_metadata: {},
      app_metadata: { role: 'support' },
    } as never,
    loading: false,
  });
}

const renderPage = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <ModerationPage />
    </MemoryRouter>,
  );

describe('moderation', () => {
  it('is closed to anyone without the support role, without asking the database', async () => {
    signInAs('ann');
    renderPage();
    expect(screen.getByText('Only the support team can review reports.')).toBeInTheDocument();
    expect(backend.rpcCalls('moderation_queue')).toEqual([]);
  });

  it('lists what was reported, and keeps a hidden memory', async () => {
    signInAsSupport();
    let queue = [REPORTED_MEMORY];
    backend.rpc('moderation_queue', () => queue);
    backend.rpc('decide_report', () => {
      queue = [];
      return { decision: 'keep' };
    });
    const { container } = renderPage();
    const item = await screen.findByRole('listitem', { name: 'Memory on the memorial of Rose Hale' });
    expect(item).toHaveTextContent('Buy cheap watches');
    expect(item).toHaveTextContent('Hidden until reviewed');
    expect(item).toHaveTextContent('3 reports');
    expect(item).toHaveTextContent('Reasons: Other, Spam');
    expect(item).toHaveTextContent('“An advert”');
    await expectNoAxeViolations(container);
    await userEvent.click(within(item).getByRole('button', { name: 'Keep' }));
    expect(
      await screen.findByText('No open reports. Thank you for keeping memorials safe.'),
    ).toBeInTheDocument();
    expect(backend.rpcCalls('decide_report')).toEqual([{ report_id: 'r1', decision: 'keep' }]);
  });

  it('asks before removing', async () => {
    signInAsSupport();
    backend.rpc('moderation_queue', () => [REPORTED_MEMORY]);
    backend.rpc('decide_report', () => ({ decision: 'remove' }));
    renderPage();
    const item = await screen.findByRole('listitem', { name: 'Memory on the memorial of Rose Hale' });
    await userEvent.click(within(item).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this memory' });
    expect(backend.rpcCalls('decide_report')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(backend.rpcCalls('decide_report')).toEqual([{ report_id: 'r1', decision: 'remove' }]);
  });
});
