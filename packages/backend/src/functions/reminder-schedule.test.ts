import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../config.ts';

describe('REMINDER_EMAILS_CRON', () => {
  it('runs the reminder job hourly unless told otherwise, and not at all when switched off', () => {
    expect(optionsFromEnv({}).reminderEmailsCron).toBe('0 * * * *');
    expect(optionsFromEnv({ REMINDER_EMAILS_CRON: '' }).reminderEmailsCron).toBe('0 * * * *');
    expect(optionsFromEnv({ REMINDER_EMAILS_CRON: ' 30 7 * * * ' }).reminderEmailsCron).toBe('30 7 * * *');
    for (const off of ['off', 'OFF', 'false', '0', 'no']) {
      expect(optionsFromEnv({ REMINDER_EMAILS_CRON: off }).reminderEmailsCron, off).toBeUndefined();
    }
  });
});
