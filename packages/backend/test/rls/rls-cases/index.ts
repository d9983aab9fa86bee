import { ACCOUNTS } from './accounts.ts';
import { FAMILY_LINKS } from './family.ts';
import { GALLERY } from './gallery.ts';
import { MEMORIALS } from './memorials.ts';
import { MEMORIES } from './memories.ts';
import { NOTIFICATIONS } from './notifications.ts';
import { REMINDER_DELIVERIES, REMINDERS } from './reminders.ts';
import { SECURITY_EVENTS } from './security-events.ts';
import { STORAGE } from './storage.ts';
import { VISITS } from './visits.ts';

export type { Subject } from './subject.ts';

export const SUBJECTS = [
  ...MEMORIALS,
  ...MEMORIES,
  ...REMINDERS,
  ...REMINDER_DELIVERIES,
  ...ACCOUNTS,
  ...STORAGE,
  ...GALLERY,
  ...FAMILY_LINKS,
  ...VISITS,
  ...SECURITY_EVENTS,
  ...NOTIFICATIONS,
];
