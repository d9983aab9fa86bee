import { ACCOUNTS } from './accounts.ts';
import { MEMORIALS } from './memorials.ts';
import { MEMORIES } from './memories.ts';
import { REMINDERS } from './reminders.ts';
import { STORAGE } from './storage.ts';

export type { Subject } from './subject.ts';

export const SUBJECTS = [...MEMORIALS, ...MEMORIES, ...REMINDERS, ...ACCOUNTS, ...STORAGE];
