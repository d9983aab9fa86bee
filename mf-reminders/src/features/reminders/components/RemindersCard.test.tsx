import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { queryKeys } from '@evergreen/domain/query-keys';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GRAVE, ME, reminderRow, signInAs } from '../../../testing/support';
import * as deleteApi from '../api/delete-reminder';
import * as memorialRemindersApi from '../api/get-memorial-reminders';
import * as settingsApi from '../api/get-reminder-settings';
import * as updateSettingsApi from '../api/update-reminder-settings';
import { RemindersCard } from './RemindersCard';

vi.mock('../api/get-memorial-reminders', { spy: true });
vi.mock('../api/delete-reminder', { spy: true });
vi.mock('../api/get-reminder-settings', { spy: true });
vi.mock('../api/update-reminder-settings', { spy: true });

const getMemorialReminders = vi.mocked(memorialRemindersApi.getMemorialReminders);

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  vi.mocked(settingsApi.getReminderSettings).mockResolvedValue({ timeZone: 'UTC', emailReminders: true });
  vi.mocked(updateSettingsApi.updateReminderSettings).mockResolvedValue();
});

/** What the memorials remote shows beside the card: its count lives under the same memorial reminders key. */
const countQuery = vi.fn<() => Promise<number>>();
function StatusCount() {
  const count = useQuery({
    queryKey: [...queryKeys.memorialReminders(GRAVE), 'active-count'],
    queryFn: countQuery,
  });
  return <p>{count.data ?? '-'} active reminders</p>;
}

function renderCard() {
  return renderWithQueryClient(
    <MemoryRouter>
      <RemindersCard graveId={GRAVE} />
      <StatusCount />
    </MemoryRouter>,
  );
}

describe('reminders card', () => {
  it('invites to add the first reminder when there is none', async () => {
    getMemorialReminders.mockResolvedValue([]);
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('No reminders set')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add your first reminder' }));
    expect(screen.getByRole('dialog', { name: 'Add Reminder' })).toBeInTheDocument();
  });

  it('shows the first three with type, date, repetition and message, and links to all of them', async () => {
    getMemorialReminders.mockResolvedValue([
      reminderRow({ reminder_type: 'birthday', next_reminder_date: '2026-12-01', frequency: 'yearly' }),
      reminderRow({
        reminder_type: 'visit_reminder',
        next_reminder_date: '2026-12-02',
        custom_message: 'Lilies',
      }),
      reminderRow({ reminder_type: 'maintenance', next_reminder_date: '2026-12-03', frequency: 'quarterly' }),
      reminderRow({ reminder_type: 'death_anniversary', next_reminder_date: '2026-12-04' }),
    ]);
    countQuery.mockResolvedValue(4);
    const { container } = renderCard();
    const card = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(card).findByText('Birthday')).toBeInTheDocument();
    expect(within(card).getByText('December 1, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Repeats yearly')).toBeInTheDocument();
    expect(within(card).getByText('"Lilies"')).toBeInTheDocument();
    expect(within(card).getByText('Repeats quarterly (every 3 months)')).toBeInTheDocument();
    // A one-time reminder does not repeat; the fourth is only on the reminders page.
    expect(within(card).getAllByText(/^Repeats/)).toHaveLength(2);
    expect(within(card).queryByText('Death Anniversary')).not.toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'View all 4 reminders' })).toHaveAttribute(
      'href',
      '/dashboard/reminders',
    );
    await expectNoAxeViolations(container);
  });

  it('has no "View all" link for three or fewer', async () => {
    getMemorialReminders.mockResolvedValue([reminderRow(), reminderRow(), reminderRow()]);
    countQuery.mockResolvedValue(3);
    renderCard();
    expect(await screen.findAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it("removes a reminder and refreshes the memorial's active count beside it", async () => {
    const reminder = reminderRow({ id: 'r1', reminder_type: 'birthday', next_reminder_date: '2026-12-01' });
    getMemorialReminders.mockResolvedValueOnce([reminder]).mockResolvedValue([]);
    countQuery.mockResolvedValueOnce(1).mockResolvedValue(0);
    vi.mocked(deleteApi.deleteReminder).mockResolvedValue();
    renderCard();
    expect(await screen.findByText('1 active reminders')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Birthday reminder on December 1, 2026' }),
    );
    expect(deleteApi.deleteReminder).toHaveBeenCalledWith('r1');
    expect(await screen.findByText('No reminders set')).toBeInTheDocument();
    expect(await screen.findByText('0 active reminders')).toBeInTheDocument();
  });

  it('shows "Failed to delete reminder" when removing fails without a message', async () => {
    getMemorialReminders.mockResolvedValue([reminderRow()]);
    countQuery.mockResolvedValue(1);
    vi.mocked(deleteApi.deleteReminder).mockRejectedValue({});
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: /^Remove/ }));
    expect(await screen.findByText('Failed to delete reminder')).toBeInTheDocument();
  });

  it('shows "Failed to load reminders" when loading fails without a message', async () => {
    getMemorialReminders.mockRejectedValue({});
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('Failed to load reminders')).toBeInTheDocument();
  });
});

describe('time zone', () => {
  it("saves the browser's zone on the profile once per session when it differs", async () => {
    vi.mocked(settingsApi.getReminderSettings).mockResolvedValue({
      timeZone: 'Mars/Olympus',
      emailReminders: true,
    });
    getMemorialReminders.mockResolvedValue([]);
    countQuery.mockResolvedValue(0);
    signInAs('zone-user');
    renderCard();
    await vi.waitFor(() =>
      expect(updateSettingsApi.updateReminderSettings).toHaveBeenCalledWith('zone-user', {
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
    renderCard();
    await vi.waitFor(() => expect(screen.getAllByText('No reminders set')).toHaveLength(2));
    expect(updateSettingsApi.updateReminderSettings).toHaveBeenCalledTimes(1);
  });
});
