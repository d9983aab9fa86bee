import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, reminderRow, renderAt, signInAs } from '../../../testing/support';
import * as completeApi from '../api/complete-reminder';
import * as deleteApi from '../api/delete-reminder';
import * as settingsApi from '../api/get-reminder-settings';
import * as remindersApi from '../api/get-reminders';
import * as updateSettingsApi from '../api/update-reminder-settings';

// Fetchers are replaced; query options, hooks and mutations run as they do in the app.
vi.mock('../api/get-reminders', { spy: true });
vi.mock('../api/complete-reminder', { spy: true });
vi.mock('../api/delete-reminder', { spy: true });
vi.mock('../api/get-reminder-settings', { spy: true });
vi.mock('../api/update-reminder-settings', { spy: true });

const getReminders = vi.mocked(remindersApi.getReminders);

beforeEach(() => {
  vi.resetAllMocks();
  // Only the clock: timers stay real so Testing Library's waits work. 15:30 local on the tests' TODAY.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
  signInAs(ME);
  vi.mocked(settingsApi.getReminderSettings).mockResolvedValue({
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    emailReminders: true,
  });
  vi.mocked(updateSettingsApi.updateReminderSettings).mockResolvedValue();
});

afterEach(() => {
  vi.useRealTimers();
});

const overdue = () =>
  reminderRow({
    id: 'overdue',
    next_reminder_date: '2026-11-01',
    frequency: 'monthly',
    reminder_type: 'birthday',
    custom_message: 'Bring white lilies',
  });
const today = () =>
  reminderRow({ id: 'today', next_reminder_date: '2026-11-21', reminder_type: 'maintenance' });
const later = () =>
  reminderRow({
    id: 'later',
    next_reminder_date: '2027-01-05',
    reminder_type: 'mystery' as 'custom',
    frequency: 'yearly',
    grave: { id: 'g2', full_name: 'Arthur Penrose', cemetery_name: null, image_url: 'http://img.test/a.jpg' },
  });

describe('reminders page', () => {
  it('says it is loading', async () => {
    getReminders.mockReturnValue(new Promise(() => undefined));
    await renderAt('/dashboard/reminders');
    expect(screen.getByText('Loading reminders...')).toBeInTheDocument();
  });

  it('shows the error panel with the fallback text', async () => {
    getReminders.mockRejectedValue({});
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'Error Loading Reminders' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load reminders')).toBeInTheDocument();
  });

  it("shows the server's message when it gave one", async () => {
    getReminders.mockRejectedValue(new Error('permission denied for table reminders'));
    await renderAt('/dashboard/reminders');
    expect(await screen.findByText('permission denied for table reminders')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    getReminders.mockResolvedValue([]);
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'No Reminders Yet' })).toBeInTheDocument();
    expect(screen.getByText('0 active reminders')).toBeInTheDocument();
  });

  it('counts total, upcoming (with today) and overdue, on the cards and the tabs', async () => {
    getReminders.mockResolvedValue([overdue(), today(), later()]);
    await renderAt('/dashboard/reminders');
    expect(await screen.findByText('3 active reminders')).toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent('3');
    expect(screen.getByText('Upcoming', { selector: 'div' }).parentElement).toHaveTextContent('2');
    expect(screen.getByText('Overdue', { selector: 'div' }).parentElement).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: 'All 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Upcoming 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overdue 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows each card as the spec describes', async () => {
    getReminders.mockResolvedValue([overdue(), today(), later()]);
    await renderAt('/dashboard/reminders');
    const [first, second, third] = await screen.findAllByRole('article');
    if (!first || !second || !third) throw new Error('three cards expected');
    expect(first).toHaveAccessibleName('Eleanor Grace Whitfield');
    expect(within(first).getByText('Birthday')).toBeInTheDocument();
    expect(within(first).getByText('Monthly')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(within(first).getByText('November 1, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Evergreen Cemetery')).toBeInTheDocument();
    expect(within(first).getByText('"Bring white lilies"')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Eleanor Grace Whitfield' })).toHaveAttribute(
      'href',
      '/dashboard/grave/11111111-1111-4111-8111-111111111111',
    );
    expect(within(first).getByRole('button', { name: 'Complete' })).toBeInTheDocument();

    expect(within(second).getByText('Maintenance')).toBeInTheDocument();
    expect(within(second).getByText('Today')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Complete' })).toBeInTheDocument();

    // An unknown type reads as Custom; a reminder still to come cannot be completed and has no timing badge.
    expect(within(third).getByText('Custom')).toBeInTheDocument();
    expect(within(third).getByText('Yearly')).toBeInTheDocument();
    expect(within(third).getByText('January 5, 2027')).toBeInTheDocument();
    expect(within(third).queryByText('Today')).not.toBeInTheDocument();
    expect(within(third).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('marks a followed reminder, which only its owner completes or deletes, and says when it is e-mailed', async () => {
    getReminders.mockResolvedValue([
      reminderRow({
        id: 'followed',
        user_id: 'owner-0000',
        next_reminder_date: '2026-11-01',
        days_before: 3,
      }),
      overdue(),
    ]);
    await renderAt('/dashboard/reminders');
    const [followed, own] = await screen.findAllByRole('article');
    if (!followed || !own) throw new Error('two cards expected');
    expect(within(followed).getByText('Followed')).toBeInTheDocument();
    expect(within(followed).getByText('E-mail 3 days before')).toBeInTheDocument();
    expect(within(followed).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(within(followed).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(followed).getByRole('button', { name: 'Add another reminder' })).toBeInTheDocument();
    expect(within(own).queryByText('Followed')).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Counted with the user's own.
    expect(screen.getByText('2 active reminders')).toBeInTheDocument();
  });

  it('filters by tab, with the empty state of each', async () => {
    getReminders.mockResolvedValue([later()]);
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('tab', { name: 'Overdue 0' }));
    expect(screen.getByRole('heading', { name: 'No overdue Reminders' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming 1' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says "No upcoming Reminders" when all are overdue', async () => {
    getReminders.mockResolvedValue([overdue()]);
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('tab', { name: 'Upcoming 0' }));
    expect(screen.getByRole('heading', { name: 'No upcoming Reminders' })).toBeInTheDocument();
  });

  it('completes a due reminder and shows the list the server then returns', async () => {
    getReminders
      .mockResolvedValueOnce([overdue()])
      .mockResolvedValue([{ ...overdue(), next_reminder_date: '2026-12-01' }]);
    vi.mocked(completeApi.completeReminder).mockResolvedValue();
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(completeApi.completeReminder).toHaveBeenCalledWith('overdue');
    expect(await screen.findByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('shows 50 cards of the tab at first and 50 more with "Show more reminders", counting them all', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      reminderRow({ id: `r${index}`, custom_message: `Reminder ${index}`, next_reminder_date: '2027-01-05' }),
    );
    getReminders.mockResolvedValue([overdue(), ...many]);
    await renderAt('/dashboard/reminders');
    expect(await screen.findByText('61 active reminders')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming 60' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show more reminders' }));
    expect(screen.getAllByRole('article')).toHaveLength(61);
    expect(screen.getByText('"Reminder 59"')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reminders' })).not.toBeInTheDocument();

    // Another tab starts again from its first 50.
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming 60' }));
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await userEvent.click(screen.getByRole('tab', { name: 'Overdue 1' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more reminders' })).not.toBeInTheDocument();
  });

  it('moves a completed card on at once, before the server answers', async () => {
    getReminders.mockResolvedValue([overdue()]);
    vi.mocked(completeApi.completeReminder).mockReturnValue(new Promise(() => undefined));
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    // Monthly from November 1: the date the database will store, shown while the request is still open.
    expect(await screen.findByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText('November 1, 2026')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overdue 0' })).toBeInTheDocument();
  });

  it('puts the card back and says so when completing fails', async () => {
    getReminders.mockResolvedValue([overdue()]);
    let refuse: (reason: unknown) => void = () => undefined;
    vi.mocked(completeApi.completeReminder).mockReturnValue(
      new Promise((_, reject) => {
        refuse = reject;
      }),
    );
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('December 1, 2026')).toBeInTheDocument();
    refuse(new Error('reminder is locked'));
    expect(await screen.findByText('reminder is locked')).toBeInTheDocument();
    expect(await screen.findByText('November 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overdue 1' })).toBeInTheDocument();
  });

  it('takes a one-time reminder off the list at once when it is completed', async () => {
    const once = reminderRow({ id: 'once', next_reminder_date: '2026-11-01', custom_message: 'Only once' });
    getReminders.mockResolvedValue([once, later()]);
    vi.mocked(completeApi.completeReminder).mockReturnValue(new Promise(() => undefined));
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(screen.queryByText('"Only once"')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 active reminder')).toBeInTheDocument();
  });

  it('takes a deleted card off the list at once and brings it back when deleting fails', async () => {
    getReminders.mockResolvedValue([later()]);
    let refuse: (reason: unknown) => void = () => undefined;
    vi.mocked(deleteApi.deleteReminder).mockReturnValue(
      new Promise((_, reject) => {
        refuse = reject;
      }),
    );
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete reminder' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { name: 'No Reminders Yet' })).toBeInTheDocument();
    refuse({});
    expect(await screen.findByText('Failed to delete reminder')).toBeInTheDocument();
    expect(await screen.findByRole('article')).toHaveAccessibleName('Arthur Penrose');
  });

  it('shows "Failed to update reminder" when completing fails without a message', async () => {
    getReminders.mockResolvedValue([overdue()]);
    vi.mocked(completeApi.completeReminder).mockRejectedValue({});
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Failed to update reminder')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    getReminders.mockResolvedValueOnce([later()]).mockResolvedValue([]);
    vi.mocked(deleteApi.deleteReminder).mockResolvedValue();
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete reminder' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this reminder?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteApi.deleteReminder).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete reminder' })).getByRole('button', { name: 'Delete' }),
    );
    expect(deleteApi.deleteReminder).toHaveBeenCalledWith('later');
    expect(await screen.findByRole('heading', { name: 'No Reminders Yet' })).toBeInTheDocument();
  });

  it('shows "Failed to delete reminder" when deleting fails without a message', async () => {
    getReminders.mockResolvedValue([later()]);
    vi.mocked(deleteApi.deleteReminder).mockRejectedValue({});
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete reminder' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete reminder')).toBeInTheDocument();
  });

  it("opens the add dialog for the card's memorial", async () => {
    getReminders.mockResolvedValue([later()]);
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Add another reminder' }));
    expect(screen.getByRole('dialog', { name: 'Add Reminder' })).toBeInTheDocument();
  });

  it('turns reminder e-mails off on the profile', async () => {
    getReminders.mockResolvedValue([]);
    await renderAt('/dashboard/reminders');
    const toggle = await screen.findByRole('switch', { name: 'Email me on reminder days' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    // What the server answers once the setting is saved.
    vi.mocked(settingsApi.getReminderSettings).mockResolvedValue({ timeZone: 'UTC', emailReminders: false });
    await userEvent.click(toggle);
    expect(updateSettingsApi.updateReminderSettings).toHaveBeenCalledWith(ME, { email_reminders: false });
    expect(toggle).not.toBeChecked();
    // After the save the settings are fetched again, and the switch shows what the server kept.
    await waitFor(() =>
      expect(vi.mocked(settingsApi.getReminderSettings).mock.calls.length).toBeGreaterThan(1),
    );
    expect(toggle).not.toBeChecked();
  });

  it('says so when the setting cannot be read, instead of a switch disabled without a word', async () => {
    getReminders.mockResolvedValue([]);
    vi.mocked(settingsApi.getReminderSettings).mockRejectedValue({});
    await renderAt('/dashboard/reminders');
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email me on reminder days' })).toBeDisabled();
  });

  it('puts the switch back and says so when saving fails', async () => {
    getReminders.mockResolvedValue([]);
    vi.mocked(updateSettingsApi.updateReminderSettings).mockRejectedValue({});
    await renderAt('/dashboard/reminders');
    const toggle = await screen.findByRole('switch', { name: 'Email me on reminder days' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
