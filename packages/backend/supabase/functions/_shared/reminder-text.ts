// What reminder e-mails and calendar events say. The edge functions run on Deno with relative imports only, so
// they cannot import packages/domain (date-fns, workspace types); the labels are repeated here and
// test/reminders/reminder-text.test.ts holds them equal to the domain's (spec section 9).
import { longDate } from './long-date.ts';

export type ReminderType = 'visit_reminder' | 'birthday' | 'death_anniversary' | 'maintenance' | 'custom';
export type Frequency = 'once' | 'weekly' | 'monthly' | 'quarterly' | 'biannually' | 'yearly';

export const REMINDER_TYPE_LABELS: Readonly<Record<ReminderType, string>> = {
  visit_reminder: 'Visit Reminder',
  birthday: 'Birthday',
  death_anniversary: 'Death Anniversary',
  maintenance: 'Maintenance',
  custom: 'Custom',
};

/** An unknown type is shown as Custom (spec section 9). */
export function reminderTypeLabel(type: string): string {
  return Object.hasOwn(REMINDER_TYPE_LABELS, type)
    ? REMINDER_TYPE_LABELS[type as ReminderType]
    : REMINDER_TYPE_LABELS.custom;
}

/** The RFC 5545 recurrence of each frequency; `once` has none. */
export const RECURRENCE: Readonly<
  Record<Exclude<Frequency, 'once'>, { freq: 'WEEKLY' | 'MONTHLY' | 'YEARLY'; interval: number }>
> = {
  weekly: { freq: 'WEEKLY', interval: 1 },
  monthly: { freq: 'MONTHLY', interval: 1 },
  quarterly: { freq: 'MONTHLY', interval: 3 },
  biannually: { freq: 'MONTHLY', interval: 6 },
  yearly: { freq: 'YEARLY', interval: 1 },
};

export function recurrenceOf(frequency: string) {
  return Object.hasOwn(RECURRENCE, frequency) ? RECURRENCE[frequency as keyof typeof RECURRENCE] : undefined;
}

/** A `yyyy-mm-dd` date as 'MMMM d, yyyy' (spec section 9); any other text as it is. */
export function formatLongDate(date: string): string {
  return longDate(date) ?? date;
}

export interface GravePlace {
  cemetery_name: string | null;
  section: string | null;
  plot_number: string | null;
}

/** "Oak Hill, Section North, Plot 7", leaving out what is not known; empty when nothing is. */
export function placeOf({ cemetery_name, section, plot_number }: GravePlace): string {
  const parts = [
    cemetery_name?.trim(),
    section?.trim() ? `Section ${section.trim()}` : undefined,
    plot_number?.trim() ? `Plot ${plot_number.trim()}` : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

export const memorialUrl = (siteUrl: string, graveId: string) =>
  `${siteUrl.replace(/\/+$/, '')}/dashboard/grave/${encodeURIComponent(graveId)}`;
