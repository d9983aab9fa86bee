import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRAVE, ME, reminderRow, renderAt, serveReminderTables, signInAs } from '../../../testing/support';
import type { ReminderWithGrave } from '../api/get-reminders';

// The page runs whole against the test backend: `reminders` (each row with its memorial embedded), the memorials
// the user follows, the profile's reminder settings and `complete_reminder()`.
const backend = useTestBackend();

const serve = (reminders: ReminderWithGrave[], follows: string[] = []) =>
  serveReminderTables(backend, reminders, { follows });

/** A PATCH the test holds until it calls the answer it was given. */
function holdPatch(table: string) {
  let answer: (response: Response) => void = () => undefined;
  const answered = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  server.use(http.patch(`${REST_URL}/${table}`, () => answered));
  return (response: Response) => answer(response);
}

beforeEach(() => {
  vi.resetAllMocks();
  // Only the clock: timers stay real so Testing Library's waits work. 15:30 local on the tests' TODAY.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
  signInAs(ME);
  serve([]);
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
    server.use(http.get(`${REST_URL}/reminders`, () => delay('infinite')));
    await renderAt('/dashboard/reminders');
    expect(screen.getByText('Loading reminders...')).toBeInTheDocument();
  });

  it('shows the error panel with the fallback text', async () => {
    backend.fail('reminders');
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'Error Loading Reminders' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load reminders')).toBeInTheDocument();
  });

  it("shows the server's message when it gave one", async () => {
    backend.fail('reminders', 'permission denied for table reminders');
    await renderAt('/dashboard/reminders');
    expect(await screen.findByText('permission denied for table reminders')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'No Reminders Yet' })).toBeInTheDocument();
    expect(screen.getByText('0 active reminders')).toBeInTheDocument();
  });

  it('counts total, upcoming (with today) and overdue, on the cards and the tabs', async () => {
    serve([overdue(), today(), later()]);
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
    serve([overdue(), today(), later()]);
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
    serve(
      [
        reminderRow({
          id: 'followed',
          user_id: 'owner-0000',
          // A day before the user's own: the lists are merged by date.
          next_reminder_date: '2026-10-31',
          days_before: 3,
        }),
        overdue(),
        // Another user's reminder of a memorial this user does not follow.
        reminderRow({ id: 'not-followed', user_id: 'owner-0000', grave_id: 'elsewhere' }),
      ],
      [GRAVE],
    );
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
    serve([later()]);
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('tab', { name: 'Overdue 0' }));
    expect(screen.getByRole('heading', { name: 'No overdue Reminders' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming 1' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says "No upcoming Reminders" when all are overdue', async () => {
    serve([overdue()]);
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('tab', { name: 'Upcoming 0' }));
    expect(screen.getByRole('heading', { name: 'No upcoming Reminders' })).toBeInTheDocument();
  });

  it('completes a due reminder and shows the list the server then returns', async () => {
    serve([overdue()]);
    // As the database does: the next date of a monthly reminder, a month on.
    backend.rpc('complete_reminder', () => {
      backend.seed('reminders', [{ ...overdue(), next_reminder_date: '2026-12-01' }]);
      return {};
    });
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(backend.rpcCalls('complete_reminder')).toEqual([{ reminder_id: 'overdue' }]);
    expect(await screen.findByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  // It renders 111 cards and asks jsdom for each one's role: 2-6 s on a busy 2-core machine, past Vitest's 5 s.
  it('shows 50 cards of the tab at first and 50 more with "Show more reminders", counting them all', {
    timeout: 20_000,
  }, async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      reminderRow({ id: `r${index}`, custom_message: `Reminder ${index}`, next_reminder_date: '2027-01-05' }),
    );
    serve([overdue(), ...many]);
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
    serve([overdue()]);
    backend.rpc('complete_reminder', () => new Promise(() => undefined));
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    // Monthly from November 1: the date the database will store, shown while the request is still open.
    expect(await screen.findByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.queryByText('November 1, 2026')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overdue 0' })).toBeInTheDocument();
  });

  it('puts the card back and says so when completing fails', async () => {
    serve([overdue()]);
    let refuse: (reason: unknown) => void = () => undefined;
    backend.rpc(
      'complete_reminder',
      () =>
        new Promise((_, reject) => {
          refuse = reject;
        }),
    );
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('December 1, 2026')).toBeInTheDocument();
    refuse(restError(400, 'reminder is locked'));
    expect(await screen.findByText('reminder is locked')).toBeInTheDocument();
    expect(await screen.findByText('November 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overdue 1' })).toBeInTheDocument();
  });

  it('takes a one-time reminder off the list at once when it is completed', async () => {
    const once = reminderRow({ id: 'once', next_reminder_date: '2026-11-01', custom_message: 'Only once' });
    serve([once, later()]);
    backend.rpc('complete_reminder', () => new Promise(() => undefined));
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(screen.queryByText('"Only once"')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 active reminder')).toBeInTheDocument();
  });

  it('takes a deleted card off the list at once and brings it back when deleting fails', async () => {
    serve([later()]);
    const answer = holdPatch('reminders');
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete reminder' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { name: 'No Reminders Yet' })).toBeInTheDocument();
    answer(restError(500, ''));
    expect(await screen.findByText('Failed to delete reminder')).toBeInTheDocument();
    expect(await screen.findByRole('article')).toHaveAccessibleName('Arthur Penrose');
  });

  it('shows "Failed to update reminder" when completing fails without a message', async () => {
    serve([overdue()]);
    backend.fail('complete_reminder');
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Failed to update reminder')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    serve([later()]);
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete reminder' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this reminder?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.requests()).not.toContain('PATCH reminders');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete reminder' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { name: 'No Reminders Yet' })).toBeInTheDocument();
    // Deleting keeps the row, made inactive.
    expect(backend.rows('reminders')).toEqual([expect.objectContaining({ id: 'later', is_active: false })]);
  });

  it('shows "Failed to delete reminder" when deleting fails without a message', async () => {
    serve([later()]);
    server.use(http.patch(`${REST_URL}/reminders`, () => restError(500, '')));
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete reminder' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete reminder')).toBeInTheDocument();
  });

  it("opens the add dialog for the card's memorial", async () => {
    serve([later()]);
    await renderAt('/dashboard/reminders');
    await userEvent.click(await screen.findByRole('button', { name: 'Add another reminder' }));
    expect(screen.getByRole('dialog', { name: 'Add Reminder' })).toBeInTheDocument();
  });

  it('turns reminder e-mails off on the profile', async () => {
    await renderAt('/dashboard/reminders');
    const toggle = await screen.findByRole('switch', { name: 'Email me on reminder days' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    // Saved on the user's own profile only.
    await waitFor(() =>
      expect(backend.rows('profiles').map(({ email_reminders }) => email_reminders)).toEqual([false, true]),
    );
    // After the save the settings are fetched again, and the switch shows what the server kept.
    await waitFor(() =>
      expect(backend.requests().filter((request) => request === 'GET profiles').length).toBeGreaterThan(1),
    );
    expect(toggle).not.toBeChecked();
  });

  it('says so when the setting cannot be read, instead of a switch disabled without a word', async () => {
    serve([]);
    server.use(http.get(`${REST_URL}/profiles`, () => restError(500, '')));
    await renderAt('/dashboard/reminders');
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email me on reminder days' })).toBeDisabled();
  });

  it('puts the switch back and says so when saving fails', async () => {
    server.use(http.patch(`${REST_URL}/profiles`, () => restError(500, '')));
    await renderAt('/dashboard/reminders');
    const toggle = await screen.findByRole('switch', { name: 'Email me on reminder days' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
