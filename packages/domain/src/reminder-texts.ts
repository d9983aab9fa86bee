import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Frequency, ReminderType } from './reminders';

/**
 * The reminders' labels of spec section 9 as messages: reminders.ts keeps their English for the server's e-mails
 * (REMINDER_TYPE_STYLE, FREQUENCY_LABELS), which these read exactly as in English (reminder-texts.test.ts).
 */
export const REMINDER_TYPE_LABELS: Readonly<Record<ReminderType, MessageDescriptor>> = {
  visit_reminder: msg`Visit Reminder`,
  birthday: msg`Birthday`,
  death_anniversary: msg`Death Anniversary`,
  maintenance: msg`Maintenance`,
  custom: msg`Custom`,
};

export const FREQUENCY_MESSAGES: Readonly<Record<Frequency, MessageDescriptor>> = {
  once: msg`Once`,
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly (every 3 months)`,
  biannually: msg`Twice a Year (every 6 months)`,
  yearly: msg`Yearly`,
};

/** An unknown type reads as Custom, as reminderTypeStyle says. */
export function reminderTypeLabel(type: string): MessageDescriptor {
  return type in REMINDER_TYPE_LABELS
    ? REMINDER_TYPE_LABELS[type as ReminderType]
    : REMINDER_TYPE_LABELS.custom;
}
