import type { TestDatabase } from '@evergreen/dev-host/test-backend';
import { initTestSupabase, renderRemoteAt } from '@evergreen/dev-host/testing';
import { isDisplayLocale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { activateLocale, addCatalog } from '@evergreen/runtime/messages';
import { i18n } from '@lingui/core';
import type { ReminderWithGrave } from '../features/reminders/api/get-reminders';
import { browserTimeZone } from '../features/reminders/api/save-time-zone';
import routes from '../routes';

/** Test helpers of this remote: a configured client (the test backend answers it), a user, rows. */

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

/**
 * Renders this remote's routes where the shell mounts them, with this remote's catalog already loaded in the active
 * locale, as the shell has it once the remote's code is there: the first render is the page, not the mount's loader.
 */
export async function renderAt(path: string) {
  if (routes.messages) addCatalog('mf_reminders', routes.messages);
  await activateLocale(isDisplayLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
  return renderRemoteAt('mf_reminders', routes, path);
}

/**
 * Serves the reminders page's tables: these reminder rows (each with its memorial embedded as `grave`), the
 * memorials the user follows, and the user's profile with their reminder settings (the browser's own time zone
 * unless said, so the page has none to save).
 */
export function serveReminderTables(
  backend: TestDatabase,
  reminders: ReminderWithGrave[],
  { follows = [] as string[], emailReminders = true, timeZone = browserTimeZone() } = {},
): void {
  backend.seed('reminders', reminders);
  backend.seed(
    'reminder_followers',
    follows.map((graveId) => ({ grave_id: graveId, user_id: ME, created_at: '2026-11-01T10:00:00Z' })),
  );
  backend.seed('profiles', [
    { id: ME, time_zone: timeZone, email_reminders: emailReminders },
    { id: 'someone-else', time_zone: 'UTC', email_reminders: true },
  ]);
}
