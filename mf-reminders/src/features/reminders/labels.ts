import type { Frequency, ReminderType } from '@evergreen/domain/reminders';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The reminders' words as messages, translated where they are shown: the types' and frequencies' labels of spec
 * section 9 (in English they read as domain's REMINDER_TYPE_STYLE and FREQUENCY_LABELS, which the server's e-mails
 * use), and the types' hints.
 */
export const TYPE_LABELS: Readonly<Record<ReminderType, MessageDescriptor>> = {
  visit_reminder: msg`Visit Reminder`,
  birthday: msg`Birthday`,
  death_anniversary: msg`Death Anniversary`,
  maintenance: msg`Maintenance`,
  custom: msg`Custom`,
};

export const TYPE_HINTS: Readonly<Record<ReminderType, MessageDescriptor>> = {
  visit_reminder: msg`Plan a visit to the memorial`,
  birthday: msg`Remember their birthday`,
  death_anniversary: msg`Mark the anniversary of their passing`,
  maintenance: msg`Tend the grave: flowers, cleaning, repairs`,
  custom: msg`Anything else you want to remember`,
};

export const FREQUENCY_LABELS: Readonly<Record<Frequency, MessageDescriptor>> = {
  once: msg`Once`,
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly (every 3 months)`,
  biannually: msg`Twice a Year (every 6 months)`,
  yearly: msg`Yearly`,
};

/** The sidebar's line for a repeating reminder ("Repeats monthly"): a whole sentence per frequency. */
export const REPEATS_LABELS: Readonly<Record<Exclude<Frequency, 'once'>, MessageDescriptor>> = {
  weekly: msg`Repeats weekly`,
  monthly: msg`Repeats monthly`,
  quarterly: msg`Repeats quarterly (every 3 months)`,
  biannually: msg`Repeats twice a year (every 6 months)`,
  yearly: msg`Repeats yearly`,
};

/** An unknown type reads as Custom, as domain's reminderTypeStyle says. */
export function typeLabel(type: string): MessageDescriptor {
  return type in TYPE_LABELS ? TYPE_LABELS[type as ReminderType] : TYPE_LABELS.custom;
}
