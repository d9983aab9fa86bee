import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../testing/support';
import { PendingMemories } from './PendingMemories';

const backend = useTestBackend();

const memory = (overrides: Record<string, unknown>) => ({
  id: 'm1',
  grave_id: 'g1',
  user_id: 'visitor',
  memory_text: 'Roses every June.',
  created_at: '2024-06-01T10:00:00Z',
  updated_at: '2024-06-01T10:00:00Z',
  status: 'pending',
  author: { full_name: 'Margaret Ellis' },
  ...overrides,
});

beforeEach(() => {
  backend.seed('visitor_memories', [
    memory({}),
    memory({ id: 'm2', status: 'published', memory_text: 'Old' }),
  ]);
  backend.rpc('set_memory_status', (args) => {
    backend.seed(
      'visitor_memories',
      backend
        .rows('visitor_memories')
        .map((row) => (row.id === args.memory_id ? { ...row, status: args.new_status } : row)),
    );
    return {};
  });
});

describe('pending memories', () => {
  it('lists what waits, and approving takes it off the list', async () => {
    renderWithQueryClient(<PendingMemories graveId="g1" />);
    const waiting = await screen.findByRole('listitem', { name: 'Memory from Margaret Ellis' });
    expect(waiting).toHaveTextContent('Roses every June.');
    expect(screen.queryByText('Old')).not.toBeInTheDocument();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Approve' }));
    expect(backend.rpcCalls('set_memory_status')).toEqual([{ memory_id: 'm1', new_status: 'published' }]);
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeInTheDocument();
  });

  it('hides a memory', async () => {
    renderWithQueryClient(<PendingMemories graveId="g1" />);
    const waiting = await screen.findByRole('listitem', { name: 'Memory from Margaret Ellis' });
    await userEvent.click(within(waiting).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(backend.rpcCalls('set_memory_status')).toEqual([{ memory_id: 'm1', new_status: 'hidden' }]),
    );
  });
});
