import { initTestSupabase, renderRemoteAt } from '@evergreen/dev-host/testing';
import type { ReminderWithGrave } from '../features/reminders/api/get-reminders';
import routes from '../routes';

/** Test helpers of this remote: a configured client (never called: the api/ layer is mocked), a user, rows. */

initTestSupabase();

export const ME = 'me-0000';
export const GRAVE = '11111111-1111-4111-8111-111111111111';
/** The tests' today: every timing below is relative to it. */
export const TODAY = '2026-11-21';

export { signInAs } from '@evergreen/dev-host/testing';

let sequence = 0;

export function reminderRow(overrides: Partial<ReminderWithGrave> = {}): ReminderWithGrave {
  sequence += 1;
  return {
    id: `reminder-${sequence}`,
    grave_id: GRAVE,
    user_id: ME,
    reminder_date: TODAY,
    next_reminder_date: TODAY,
    reminder_type: 'visit_reminder',
    frequency: 'once',
    custom_message: null,
    days_before: 0,
    // The database sets it from the dates: the next date's day for a reminder that has not been clamped.
    anchor_day: Number((overrides.next_reminder_date ?? TODAY).slice(8)),
    is_active: true,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    grave: {
      id: GRAVE,
      full_name: 'Eleanor Grace Whitfield',
      cemetery_name: 'Evergreen Cemetery',
      image_url: null,
    },
    ...overrides,
  };
}

/** Renders this remote's routes where the shell mounts them. */
export function renderAt(path: string) {
  return renderRemoteAt('mf_reminders', routes, path);
}
