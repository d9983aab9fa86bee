import type { Frequency, ReminderType } from '@evergreen/domain/reminders';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * This remote's own words about reminders: each type's hint and the sidebar's repeat lines (the types' and
 * frequencies' labels are domain's, in reminder-texts.ts).
 */
export const TYPE_HINTS: Readonly<Record<ReminderType, MessageDescriptor>> = {
  visit_reminder: msg`Plan a visit to the memorial`,
  birthday: msg`Remember their birthday`,
  death_anniversary: msg`Mark the anniversary of their passing`,
  maintenance: msg`Tend the grave: flowers, cleaning, repairs`,
  custom: msg`Anything else you want to remember`,
};

/** The sidebar's line for a repeating reminder ("Repeats monthly"): a whole sentence per frequency. */
export const REPEATS_LABELS: Readonly<Record<Exclude<Frequency, 'once'>, MessageDescriptor>> = {
  weekly: msg`Repeats weekly`,
  monthly: msg`Repeats monthly`,
  quarterly: msg`Repeats quarterly (every 3 months)`,
  biannually: msg`Repeats twice a year (every 6 months)`,
  yearly: msg`Repeats yearly`,
};
