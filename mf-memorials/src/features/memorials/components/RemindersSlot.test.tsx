import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import type { AddReminderDialogProps, RemindersCardProps } from '@evergreen/domain/contracts';
import * as widgets from '@evergreen/runtime/widgets';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemindersSlot } from './RemindersSlot';

vi.mock('@evergreen/runtime/widgets', { spy: true });

function FakeCard({ graveId }: RemindersCardProps) {
  return <p>Reminders card of {graveId}</p>;
}
function FakeDialog({ graveId, opened }: AddReminderDialogProps) {
  return opened ? <div role="dialog" aria-label={`Add Reminder to ${graveId}`} /> : null;
}

const load = vi.mocked(widgets.loadWidget);

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('reminders slot', () => {
  it("shows the reminders remote's card and opens its dialog from the Reminders button", async () => {
    load.mockImplementation(async (_remote, name) =>
      name === 'RemindersCard' ? { default: FakeCard } : ({ default: FakeDialog } as never),
    );
    renderWithQueryClient(
      <>
        <RemindersSlot graveId="g1" placement="actions" />
        <RemindersSlot graveId="g1" placement="sidebar" />
      </>,
    );
    expect(await screen.findByText('Reminders card of g1')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Reminders' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Add Reminder to g1' })).toBeInTheDocument();
  });

  it('says so when the reminders remote is down, and tries again on request', async () => {
    load.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    renderWithQueryClient(
      <>
        <RemindersSlot graveId="g1" placement="actions" />
        <RemindersSlot graveId="g1" placement="sidebar" />
      </>,
    );
    expect(await screen.findByText('Reminders are unavailable right now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminders' });
    expect(dialog).toHaveTextContent('Reminders are unavailable right now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    load.mockResolvedValue({ default: FakeCard });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reminders card of g1')).toBeInTheDocument();
  });
});
