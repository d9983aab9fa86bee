import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../testing/support';
import { LeaveMemorialCard } from './LeaveMemorialCard';

// The mutation runs whole; the test backend holds the memorial's collaborators.
const backend = useTestBackend();

const SAM = { id: 'm1', grave_id: 'g1', user_id: 'sam', role: 'viewer' };
const OTHERS = [
  { id: 'm2', grave_id: 'g1', user_id: 'ann', role: 'editor' },
  { id: 'm3', grave_id: 'g2', user_id: 'sam', role: 'viewer' },
];

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
  backend.seed('grave_managers', [SAM, ...OTHERS]);
});

describe('leave memorial', () => {
  it('says what access the collaborator holds', async () => {
    const { card, container } = renderCard('editor');
    expect(card).toHaveTextContent('Its owner shared this memorial with you: you can view and edit it.');
    await expectNoAxeViolations(container);
  });

  it('leaves after a confirmation naming the memorial, then goes to the dashboard', async () => {
    const { card } = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Leave memorial' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave memorial' });
    expect(confirm).toHaveTextContent(
      'Leave the memorial of Eleanor Whitfield? It will no longer appear in your dashboard, and only its owner can share it with you again.',
    );
    expect(backend.rows('grave_managers')).toHaveLength(3);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave memorial' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // Only Sam's own access to this memorial went.
    expect(backend.rows('grave_managers')).toEqual(OTHERS);
  });

  it('stays, with "Failed to leave memorial", when the server refuses', async () => {
    backend.fail('grave_managers');
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
    expect(backend.rows('grave_managers')).toHaveLength(3);
  });
});
