import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { FakeUpgradeDialog, renderWithQueryClient } from '@evergreen/dev-host/testing';
import { queryKeys } from '@evergreen/domain/query-keys';
import * as billingWidgets from '@evergreen/runtime/widgets';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRAVE, ME, signInAs } from '../../../testing/support';
import { AddReminderDialog } from './AddReminderDialog';

// The dialog runs whole against the test backend; only the billing remote's widget (loaded over module federation)
// is replaced.
vi.mock('@evergreen/runtime/widgets', { spy: true });

const backend = useTestBackend();

/** Whose memorial it is, and whether its owner's plan has advanced reminders (`advanced_reminders_included`). */
function serveAccess({ isOwner, advanced }: { isOwner: boolean; advanced: boolean }) {
  backend.seed('graves', [{ id: GRAVE, user_id: isOwner ? ME : 'owner-0000' }]);
  backend.rpc('advanced_reminders_included', () => advanced);
}

/** The database's refusal of a new reminder, in its own words (or none). */
const refuseReminders = (message: string) =>
  server.use(http.post(`${REST_URL}/reminders`, () => restError(400, message)));

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
  signInAs(ME);
  serveAccess({ isOwner: true, advanced: true });
  backend.seed('reminders', []);
  vi.mocked(billingWidgets.loadWidget).mockResolvedValue({ default: FakeUpgradeDialog } as never);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDialog() {
  const onClose = vi.fn();
  const result = renderWithQueryClient(
    <MemoryRouter>
      <AddReminderDialog graveId={GRAVE} opened onClose={onClose} />
    </MemoryRouter>,
  );
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

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(backend.rows('reminders')).toEqual([
      {
        grave_id: GRAVE,
        user_id: ME,
        reminder_date: '2026-11-21',
        next_reminder_date: '2026-11-21',
        reminder_type: 'maintenance',
        frequency: 'quarterly',
        custom_message: 'Fresh flowers',
        days_before: 0,
        is_active: true,
      },
    ]);
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
    refuseReminders('');
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Visit Reminder/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reminder' }));
    expect(await within(dialog).findByText('Failed to create reminder')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's rule when it refuses the date", async () => {
    refuseReminders('The start date cannot be in the past.');
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Visit Reminder/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reminder' }));
    expect(await within(dialog).findByText('The start date cannot be in the past.')).toBeInTheDocument();
  });
});

describe('remind me days before (Family plan)', () => {
  async function toSchedule() {
    const { dialog, ...rest } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Birthday/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    return { dialog, ...rest };
  }

  it("sends the days before the owner's Family plan allows", async () => {
    const { dialog } = await toSchedule();
    const remindMe = within(dialog).getByRole('textbox', { name: 'Remind me' });
    await vi.waitFor(() => expect(remindMe).toBeEnabled());
    expect(within(dialog).getByText('On the day (up to 30 days before)')).toBeInTheDocument();
    await userEvent.clear(remindMe);
    await userEvent.type(remindMe, '3');
    expect(within(dialog).getByText('3 days before the date')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reminder' }));
    await vi.waitFor(() =>
      expect(backend.rows('reminders')).toEqual([expect.objectContaining({ days_before: 3 })]),
    );
  });

  it('keeps more than 30 days out', async () => {
    const { dialog } = await toSchedule();
    const remindMe = within(dialog).getByRole('textbox', { name: 'Remind me' });
    await vi.waitFor(() => expect(remindMe).toBeEnabled());
    await userEvent.clear(remindMe);
    await userEvent.type(remindMe, '45');
    expect(remindMe).toHaveValue('4');
  });

  it("opens the billing remote's upgrade dialog for an owner whose plan lacks it", async () => {
    serveAccess({ isOwner: true, advanced: false });
    const { dialog } = await toSchedule();
    const upgrade = await within(dialog).findByRole('button', {
      name: 'Remind me days before with the Family plan',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Remind me' })).toBeDisabled();
    await userEvent.click(upgrade);
    expect(
      await screen.findByRole('dialog', { name: 'Billing upgrade dialog for advancedReminders' }),
    ).toBeInTheDocument();
  });

  it("tells a collaborator it takes the memorial owner's plan", async () => {
    serveAccess({ isOwner: false, advanced: false });
    const { dialog } = await toSchedule();
    expect(
      await within(dialog).findByText("Reminding days before needs the Family plan of the memorial's owner."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Family plan/ })).not.toBeInTheDocument();
  });
});
