import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as leaveApi from '../api/leave-memorial';
import { LeaveMemorialCard } from './LeaveMemorialCard';

// The fetcher is replaced; the mutation hook stays real.
vi.mock('../api/leave-memorial', { spy: true });

function renderCard(role: 'viewer' | 'editor' = 'viewer') {
  const result = renderWithQueryClient(
    <MemoryRouter initialEntries={['/dashboard/grave/g1']}>
      <Routes>
        <Route
          path="/dashboard/grave/:id"
          element={<LeaveMemorialCard graveId="g1" name="Eleanor Whitfield" role={role} userId="sam" />}
        />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...result, card: screen.getByRole('region', { name: 'Your access' }) };
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('leave memorial', () => {
  it('says what access the collaborator holds', async () => {
    const { card, container } = renderCard('editor');
    expect(card).toHaveTextContent('Its owner shared this memorial with you: you can view and edit it.');
    await expectNoAxeViolations(container);
  });

  it('leaves after a confirmation naming the memorial, then goes to the dashboard', async () => {
    vi.mocked(leaveApi.leaveMemorial).mockResolvedValue();
    const { card } = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Leave memorial' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave memorial' });
    expect(confirm).toHaveTextContent(
      'Leave the memorial of Eleanor Whitfield? It will no longer appear in your dashboard, and only its owner can share it with you again.',
    );
    expect(leaveApi.leaveMemorial).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave memorial' }));
    expect(leaveApi.leaveMemorial).toHaveBeenCalledWith('g1', 'sam');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('stays, with "Failed to leave memorial", when the server refuses', async () => {
    vi.mocked(leaveApi.leaveMemorial).mockRejectedValue({});
    const { card } = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Leave memorial' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave memorial' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave memorial' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to leave memorial');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('cancelling keeps the access', async () => {
    const { card } = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Leave memorial' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Leave memorial' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(leaveApi.leaveMemorial).not.toHaveBeenCalled();
  });
});
