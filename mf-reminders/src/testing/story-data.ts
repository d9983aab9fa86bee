import { toDateOnly } from '@evergreen/domain/dates';
import { todayIn } from '@evergreen/domain/reminders';
import type { ReminderSettings } from '../features/reminders/api/get-reminder-settings';
import type { ReminderWithGrave } from '../features/reminders/api/get-reminders';
import { browserTimeZone } from '../features/reminders/api/save-time-zone';

/** The people, memorials and reminders the screen stories show. */

export const OWNER_ID = '0a000000-0000-4000-8000-000000000001';
/** A cousin who shares Walter's memorial and sets its reminders; the owner follows them on the Family plan. */
export const COUSIN_ID = '0b000000-0000-4000-8000-000000000002';

/** A picture drawn in place, so stories never load an image from anywhere. */
function scene(sky: string, grass: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${sky}"/><rect y="170" width="400" height="130" fill="${grass}"/><rect x="175" y="70" width="50" height="130" fill="#9a9aa3"/></svg>`,
  )}`;
}

export const ELEANOR = {
  id: '11111111-1111-4111-8111-111111111111',
  full_name: 'Eleanor Grace Whitfield',
  cemetery_name: 'Evergreen Cemetery',
  image_url: scene('#b9c4ee', '#48a06d'),
};

const THOMAS = {
  id: '22222222-2222-4222-8222-222222222222',
  full_name: 'Thomas Edward Whitfield',
  cemetery_name: 'Evergreen Cemetery',
  image_url: scene('#f3d9b1', '#6b8f4e'),
};

const WALTER = {
  id: '44444444-4444-4444-8444-444444444444',
  full_name: 'Walter James Okafor',
  cemetery_name: 'Riverside Memorial Park',
  image_url: null,
};

/** A date `days` from the viewer's today (yyyy-MM-dd), so overdue, today and upcoming stay so on any day. */
export function daysFromToday(days: number): string {
  const day = todayIn(browserTimeZone());
  day.setDate(day.getDate() + days);
  return toDateOnly(day);
}

let sequence = 0;

function reminder(
  grave: NonNullable<ReminderWithGrave['grave']>,
  overrides: Partial<ReminderWithGrave>,
): ReminderWithGrave {
  sequence += 1;
  const date = overrides.next_reminder_date ?? daysFromToday(0);
  return {
    id: `e1000000-0000-4000-8000-0000000000${String(sequence).padStart(2, '0')}`,
    grave_id: grave.id,
    user_id: OWNER_ID,
    reminder_date: date,
    next_reminder_date: date,
    anchor_day: Number(date.slice(8, 10)),
    reminder_type: 'visit_reminder',
    frequency: 'once',
    custom_message: null,
    days_before: 0,
    is_active: true,
    created_at: '2024-03-05T10:00:00Z',
    updated_at: '2024-03-05T10:00:00Z',
    grave,
    ...overrides,
  };
}

/**
 * The owner's reminders, soonest first, as the reminders api answers them: one overdue, one today, the rest ahead;
 * one of them a cousin's that the owner follows (Family plan), one sent a week early.
 */
export const REMINDERS: readonly ReminderWithGrave[] = [
  reminder(ELEANOR, {
    reminder_type: 'maintenance',
    next_reminder_date: daysFromToday(-3),
    frequency: 'monthly',
    custom_message: 'Bring fresh roses and a soft brush for the stone',
  }),
  reminder(ELEANOR, { reminder_type: 'visit_reminder', next_reminder_date: daysFromToday(0) }),
  reminder(WALTER, {
    user_id: COUSIN_ID,
    reminder_type: 'death_anniversary',
    frequency: 'yearly',
    next_reminder_date: daysFromToday(12),
  }),
  reminder(THOMAS, {
    reminder_type: 'birthday',
    frequency: 'yearly',
    next_reminder_date: daysFromToday(40),
    days_before: 7,
  }),
  reminder(ELEANOR, {
    reminder_type: 'death_anniversary',
    frequency: 'yearly',
    next_reminder_date: daysFromToday(75),
  }),
  reminder(ELEANOR, {
    reminder_type: 'birthday',
    frequency: 'yearly',
    next_reminder_date: daysFromToday(120),
  }),
];

/** Eleanor's reminders only, as her memorial's reminders card reads them. */
export const ELEANOR_REMINDERS = REMINDERS.filter((row) => row.grave_id === ELEANOR.id).map(
  ({ grave: _grave, ...row }) => row,
);

/** Settings already saved from this browser, so the page has no time zone to save. */
export const SETTINGS: ReminderSettings = { timeZone: browserTimeZone(), emailReminders: true };
