import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { FakeUpgradeDialog, renderWithQueryClient } from '@evergreen/dev-host/testing';
import { queryKeys } from '@evergreen/domain/query-keys';
import * as billingWidgets from '@evergreen/runtime/widgets';
import { useQuery } from '@tanstack/react-query';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GRAVE, ME, reminderRow, signInAs } from '../../../testing/support';
import type { ReminderWithGrave } from '../api/get-reminders';
import { RemindersCard } from './RemindersCard';

// The card's queries and mutations run whole against the test backend; only the billing remote's widget (loaded
// over module federation, not a request of ours) is replaced.
vi.mock('@evergreen/runtime/widgets', { spy: true });

const backend = useTestBackend();

const OWNER = 'owner-0000';

/** The memorial's reminders as the `reminders` table holds them, with another memorial's beside them. */
const serveReminders = (reminders: ReminderWithGrave[]) =>
  backend.seed('reminders', [...reminders, reminderRow({ id: 'elsewhere', grave_id: 'another memorial' })]);

/** Whose memorial it is, and whether its owner's plan has advanced reminders (`advanced_reminders_included`). */
function serveAccess({ isOwner, advanced }: { isOwner: boolean; advanced: boolean }) {
  backend.seed('graves', [{ id: GRAVE, user_id: isOwner ? ME : OWNER }]);
  backend.rpc('advanced_reminders_included', () => advanced);
}

/** The profiles: the user's own (their reminder settings) and two collaborators'. */
function serveProfiles(timeZone = 'UTC', userId = ME) {
  backend.seed('profiles', [
    { id: userId, full_name: 'Me', email: 'me@example.com', time_zone: timeZone, email_reminders: true },
    { id: 'v', full_name: 'Violet Viewer', email: 'v@example.com', time_zone: 'UTC', email_reminders: true },
    { id: 'e', full_name: null, email: 'edgar@example.com', time_zone: 'UTC', email_reminders: true },
  ]);
}

/** Who follows the memorial's reminders (`reminder_followers`), in the order they started. */
const serveFollowers = (...userIds: string[]) =>
  backend.seed(
    'reminder_followers',
    userIds.map((userId, index) => ({
      grave_id: GRAVE,
      user_id: userId,
      created_at: `2026-11-0${index + 1}`,
    })),
  );

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  serveProfiles(Intl.DateTimeFormat().resolvedOptions().timeZone);
  // The owner of a memorial without advanced reminders, unless a test says otherwise.
  serveAccess({ isOwner: true, advanced: false });
  serveFollowers();
  serveReminders([]);
  vi.mocked(billingWidgets.loadWidget).mockResolvedValue({ default: FakeUpgradeDialog } as never);
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
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('No reminders set')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add your first reminder' }));
    expect(screen.getByRole('dialog', { name: 'Add Reminder' })).toBeInTheDocument();
  });

  it('shows the first three with type, date, repetition and message, and links to all of them', async () => {
    serveReminders([
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
    serveReminders([reminderRow(), reminderRow(), reminderRow()]);
    countQuery.mockResolvedValue(3);
    renderCard();
    expect(await screen.findAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it("removes a reminder and refreshes the memorial's active count beside it", async () => {
    const reminder = reminderRow({ id: 'r1', reminder_type: 'birthday', next_reminder_date: '2026-12-01' });
    serveReminders([reminder]);
    countQuery.mockResolvedValueOnce(1).mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('1 active reminders')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Birthday reminder on December 1, 2026' }),
    );
    expect(await screen.findByText('No reminders set')).toBeInTheDocument();
    expect(backend.rows('reminders').find(({ id }) => id === 'r1')).toMatchObject({ is_active: false });
    expect(await screen.findByText('0 active reminders')).toBeInTheDocument();
  });

  it('shows "Failed to delete reminder" when removing fails without a message', async () => {
    serveReminders([reminderRow()]);
    countQuery.mockResolvedValue(1);
    server.use(http.patch(`${REST_URL}/reminders`, () => restError(500, '')));
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: /^Remove/ }));
    expect(await screen.findByText('Failed to delete reminder')).toBeInTheDocument();
  });

  it('shows "Failed to load reminders" when loading fails without a message', async () => {
    backend.fail('reminders');
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('Failed to load reminders')).toBeInTheDocument();
  });
});

describe('following reminders (Family plan)', () => {
  it('lets a collaborator follow them, and marks the followed ones, which only their owner removes', async () => {
    serveAccess({ isOwner: false, advanced: true });
    // Once followed, the memorial's reminders the user reads include its owner's.
    serveReminders([
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
    await userEvent.click(follow);
    expect(backend.rows('reminder_followers')).toEqual([{ grave_id: GRAVE, user_id: ME }]);
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
    await vi.waitFor(() => expect(backend.rows('reminder_followers')).toEqual([]));
  });

  it('says why following failed', async () => {
    serveAccess({ isOwner: false, advanced: true });
    server.use(
      http.post(`${REST_URL}/reminder_followers`, () =>
        restError(403, "Following reminders needs the Family plan of the memorial's owner."),
      ),
    );
    countQuery.mockResolvedValue(0);
    renderCard();
    await userEvent.click(await screen.findByRole('switch', { name: 'Follow reminders' }));
    expect(
      await screen.findByText("Following reminders needs the Family plan of the memorial's owner."),
    ).toBeInTheDocument();
  });

  it('shows the owner who follows', async () => {
    serveAccess({ isOwner: true, advanced: true });
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('No collaborator follows these reminders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('names the followers to the owner', async () => {
    serveAccess({ isOwner: true, advanced: true });
    serveFollowers('v', 'e');
    countQuery.mockResolvedValue(0);
    renderCard();
    // A follower without a name is named by their e-mail.
    expect(await screen.findByText('Followed by Violet Viewer, edgar@example.com')).toBeInTheDocument();
  });

  it('offers a Free owner the upgrade', async () => {
    countQuery.mockResolvedValue(0);
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Let collaborators follow these reminders' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Billing upgrade dialog for advancedReminders' }),
    ).toBeInTheDocument();
    expect(backend.requests()).not.toContain('GET reminder_followers');
  });

  it('shows nothing to follow on a memorial whose owner does not have it', async () => {
    serveAccess({ isOwner: false, advanced: false });
    countQuery.mockResolvedValue(0);
    renderCard();
    expect(await screen.findByText('No reminders set')).toBeInTheDocument();
    await vi.waitFor(() => expect(backend.rpcCalls('advanced_reminders_included')).not.toHaveLength(0));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();
  });
});

describe('time zone', () => {
  it("saves the browser's zone on the profile once per session when it differs", async () => {
    serveProfiles('Mars/Olympus', 'zone-user');
    countQuery.mockResolvedValue(0);
    signInAs('zone-user');
    renderCard();
    await vi.waitFor(() =>
      expect(backend.rows('profiles')[0]).toMatchObject({
        id: 'zone-user',
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
    renderCard();
    await vi.waitFor(() => expect(screen.getAllByText('No reminders set')).toHaveLength(2));
    expect(backend.requests().filter((request) => request === 'PATCH profiles')).toHaveLength(1);
  });
});
