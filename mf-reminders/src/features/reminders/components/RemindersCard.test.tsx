import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import * as billingWidgets from '@evergreen/dev-host/billing-widgets';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { queryKeys } from '@evergreen/domain/query-keys';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { myPlan } from '../../../testing/plans';
import { GRAVE, ME, reminderRow, signInAs } from '../../../testing/support';
import * as deleteApi from '../api/delete-reminder';
import * as followersApi from '../api/followers';
import * as memorialRemindersApi from '../api/get-memorial-reminders';
import * as accessApi from '../api/get-reminder-access';
import * as settingsApi from '../api/get-reminder-settings';
import * as updateSettingsApi from '../api/update-reminder-settings';
import { RemindersCard } from './RemindersCard';

vi.mock('../api/get-memorial-reminders', { spy: true });
vi.mock('../api/delete-reminder', { spy: true });
vi.mock('../api/get-reminder-settings', { spy: true });
vi.mock('../api/update-reminder-settings', { spy: true });
vi.mock('../api/get-reminder-access', { spy: true });
vi.mock('../api/followers', { spy: true });
vi.mock('@evergreen/dev-host/billing-widgets', { spy: true });

const backend = useTestBackend();

const getMemorialReminders = vi.mocked(memorialRemindersApi.getMemorialReminders);

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  vi.mocked(settingsApi.getReminderSettings).mockResolvedValue({ timeZone: 'UTC', emailReminders: true });
  vi.mocked(updateSettingsApi.updateReminderSettings).mockResolvedValue();
  // The owner of a memorial without advanced reminders, unless a test says otherwise.
  vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: true, advanced: false });
  vi.mocked(followersApi.getFollowers).mockResolvedValue([]);
  backend.servePlan(myPlan('free'));
  vi.mocked(billingWidgets.loadBillingWidget).mockRejectedValue(
    new Error('Failed to fetch mf-manifest.json'),
  );
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

describe('following reminders (Family plan)', () => {
  const OWNER = 'owner-0000';

  it('lets a collaborator follow them, and marks the followed ones, which only their owner removes', async () => {
    vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: false, advanced: true });
    vi.mocked(followersApi.setFollowing).mockResolvedValue();
    getMemorialReminders.mockResolvedValueOnce([]).mockResolvedValue([
      reminderRow({
        user_id: OWNER,
        reminder_type: 'birthday',
        next_reminder_date: '2026-12-04',
        days_before: 3,
      }),
      reminderRow({ reminder_type: 'visit_reminder', next_reminder_date: '2026-12-05' }),
    ]);
    countQuery.mockResolvedValue(0);
    const { container } = renderCard();
    const follow = await screen.findByRole('switch', { name: 'Follow reminders' });
    expect(follow).not.toBeChecked();
    vi.mocked(followersApi.getFollowers).mockResolvedValue([{ userId: ME, name: 'Me' }]);
    await userEvent.click(follow);
    expect(followersApi.setFollowing).toHaveBeenCalledWith(GRAVE, ME, true);
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Follow reminders' })).toBeChecked());

    const card = screen.getByRole('region', { name: 'Reminders' });
    expect(await within(card).findByText('Followed')).toBeInTheDocument();
    expect(within(card).getByText('E-mail 3 days before')).toBeInTheDocument();
    // Only the user's own reminder can be removed here.
    expect(within(card).getAllByRole('button', { name: /^Remove/ })).toEqual([
      within(card).getByRole('button', { name: 'Remove Visit Reminder reminder on December 5, 2026' }),
    ]);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('switch', { name: 'Follow reminders' }));
    expect(followersApi.setFollowing).toHaveBeenLastCalledWith(GRAVE, ME, false);
  });

  it('says why following failed', async () => {
    vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: false, advanced: true });
    vi.mocked(followersApi.setFollowing).mockRejectedValue({
      message: "Following reminders needs the Family plan of the memorial's owner.",
    });
    getMemorialReminders.mockResolvedValue([]);
    countQuery.mockResolvedValue(0);
    renderCard();
    await userEvent.click(await screen.findByRole('switch', { name: 'Follow reminders' }));
    expect(
      await screen.findByText("Following reminders needs the Family plan of the memorial's owner."),
    ).toBeInTheDocument();
  });

  it('shows the owner who follows', async () => {
    vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: true, advanced: true });
    getMemorialReminders.mockResolvedValue([]);
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('No collaborator follows these reminders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('names the followers to the owner', async () => {
    vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: true, advanced: true });
    vi.mocked(followersApi.getFollowers).mockResolvedValue([
      { userId: 'v', name: 'Violet Viewer' },
      { userId: 'e', name: 'Edgar Editor' },
    ]);
    getMemorialReminders.mockResolvedValue([]);
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('Followed by Violet Viewer, Edgar Editor')).toBeInTheDocument();
  });

  it('offers a Free owner the upgrade', async () => {
    getMemorialReminders.mockResolvedValue([]);
    countQuery.mockResolvedValue(0);
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Let collaborators follow these reminders' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Share and Schedule Reminders' })).toBeInTheDocument();
    expect(followersApi.getFollowers).not.toHaveBeenCalled();
  });

  it('shows nothing to follow on a memorial whose owner does not have it', async () => {
    vi.mocked(accessApi.getReminderAccess).mockResolvedValue({ isOwner: false, advanced: false });
    getMemorialReminders.mockResolvedValue([]);
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('No reminders set')).toBeInTheDocument();
    await vi.waitFor(() => expect(accessApi.getReminderAccess).toHaveBeenCalled());
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();
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
