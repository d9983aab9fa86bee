import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { queryKeys } from '@evergreen/domain/query-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRAVE, ME, signInAs } from '../../../testing/support';
import * as createApi from '../api/create-reminder';
import { AddReminderDialog } from './AddReminderDialog';

vi.mock('../api/create-reminder', { spy: true });

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
  signInAs(ME);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDialog() {
  const onClose = vi.fn();
  const result = renderWithQueryClient(<AddReminderDialog graveId={GRAVE} opened onClose={onClose} />);
  return { ...result, onClose, dialog: screen.getByRole('dialog', { name: 'Add Reminder' }) };
}

describe('add reminder dialog', () => {
  it('enables Next only once a type is chosen', async () => {
    const { dialog } = renderDialog();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Death Anniversary/ }));
    expect(next).toBeEnabled();
  });

  it('schedules once, from today, by default; today is the earliest date', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Birthday/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByDisplayValue('Once')).toHaveAccessibleName('Frequency');
    expect(within(dialog).getByDisplayValue('November 21, 2026')).toHaveAccessibleName(/Start Date/);
    await expectNoAxeViolations(dialog);
  });

  it('creates the reminder, refreshes every reminder view, resets and closes', async () => {
    vi.mocked(createApi.createReminder).mockResolvedValue();
    const { dialog, onClose, queryClient } = renderDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Maintenance/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByDisplayValue('Once'));
    await userEvent.click(screen.getByRole('option', { name: 'Quarterly (every 3 months)' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Custom Message (optional)' }),
      '  Fresh flowers ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reminder' }));

    expect(createApi.createReminder).toHaveBeenCalledWith(ME, {
      graveId: GRAVE,
      type: 'maintenance',
      frequency: 'quarterly',
      startDate: '2026-11-21',
      customMessage: '  Fresh flowers ',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.reminders() });
    expect(onClose).toHaveBeenCalledTimes(1);
    // Reset: opened again, it starts from step 1 with nothing chosen.
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes back to the type step', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Custom/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: /Custom/ })).toBeChecked();
  });

  it('shows "Failed to create reminder" and stays open when creating fails without a message', async () => {
    vi.mocked(createApi.createReminder).mockRejectedValue({});
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Visit Reminder/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reminder' }));
    expect(await within(dialog).findByText('Failed to create reminder')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's rule when it refuses the date", async () => {
    vi.mocked(createApi.createReminder).mockRejectedValue({
      message: 'The start date cannot be in the past.',
    });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Visit Reminder/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reminder' }));
    expect(await within(dialog).findByText('The start date cannot be in the past.')).toBeInTheDocument();
  });
});
