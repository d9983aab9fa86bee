import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import * as billingWidgets from '@evergreen/dev-host/billing-widgets';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { queryKeys } from '@evergreen/domain/query-keys';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPlan } from '../../../testing/plans';
import { GRAVE, ME, signInAs } from '../../../testing/support';
import * as createApi from '../api/create-reminder';
import * as accessApi from '../api/get-reminder-access';
import { AddReminderDialog } from './AddReminderDialog';

vi.mock('../api/create-reminder', { spy: true });
vi.mock('../api/get-reminder-access', { spy: true });
vi.mock('@evergreen/dev-host/billing-widgets', { spy: true });

const backend = useTestBackend();

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
  signInAs(ME);
  vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: true, advanced: true });
  backend.servePlan(myPlan('family'));
  // The billing remote is not there in tests: the upgrade dialog is this remote's stand-in.
  vi.mocked(billingWidgets.loadBillingWidget).mockRejectedValue(
    new Error('Failed to fetch mf-manifest.json'),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDialog() {
  const onClose = vi.fn();
  // In a router: the upgrade dialog's stand-in links to the plans.
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
      daysBefore: 0,
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

describe('remind me days before (Family plan)', () => {
  async function toSchedule() {
    const { dialog, ...rest } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Birthday/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    return { dialog, ...rest };
  }

  it("sends the days before the owner's Family plan allows", async () => {
    vi.mocked(createApi.createReminder).mockResolvedValue();
    const { dialog } = await toSchedule();
    const remindMe = within(dialog).getByRole('textbox', { name: 'Remind me' });
    await vi.waitFor(() => expect(remindMe).toBeEnabled());
    expect(within(dialog).getByText('On the day (up to 30 days before)')).toBeInTheDocument();
    await userEvent.clear(remindMe);
    await userEvent.type(remindMe, '3');
    expect(within(dialog).getByText('3 days before the date')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reminder' }));
    expect(createApi.createReminder).toHaveBeenCalledWith(ME, expect.objectContaining({ daysBefore: 3 }));
  });

  it('keeps more than 30 days out', async () => {
    const { dialog } = await toSchedule();
    const remindMe = within(dialog).getByRole('textbox', { name: 'Remind me' });
    await vi.waitFor(() => expect(remindMe).toBeEnabled());
    await userEvent.clear(remindMe);
    await userEvent.type(remindMe, '45');
    expect(remindMe).toHaveValue('4');
  });

  it('offers a Free owner the upgrade instead', async () => {
    vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: true, advanced: false });
    backend.servePlan(myPlan('free'));
    const { dialog } = await toSchedule();
    const upgrade = await within(dialog).findByRole('button', {
      name: 'Remind me days before with the Family plan',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Remind me' })).toBeDisabled();
    await userEvent.click(upgrade);
    const prompt = await screen.findByRole('dialog', { name: 'Share and Schedule Reminders' });
    expect(within(prompt).getByText(/Advanced reminders come with the Family plan/)).toBeInTheDocument();
  });

  it('tells a Personal owner their plan does not include it', async () => {
    vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: true, advanced: false });
    backend.servePlan(myPlan('personal'));
    const { dialog } = await toSchedule();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Remind me days before with the Family plan' }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'Advanced Reminders' });
    expect(within(prompt).getByText(/Your Personal plan does not include/)).toBeInTheDocument();
  });

  it("tells a collaborator it takes the memorial owner's plan", async () => {
    vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: false, advanced: false });
    const { dialog } = await toSchedule();
    expect(
      await within(dialog).findByText("Reminding days before needs the Family plan of the memorial's owner."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Family plan/ })).not.toBeInTheDocument();
  });
});
