import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FREQUENCY_MESSAGES, REMINDER_TYPE_LABELS, reminderTypeLabel } from './reminder-texts';
import { FREQUENCIES, FREQUENCY_LABELS, REMINDER_TYPE_STYLE, REMINDER_TYPES } from './reminders';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('reminder texts', () => {
  it("read in English as the labels the server's e-mails use", () => {
    for (const type of REMINDER_TYPES) {
      expect(i18n._(REMINDER_TYPE_LABELS[type])).toBe(REMINDER_TYPE_STYLE[type].label);
    }
    for (const frequency of FREQUENCIES) {
      expect(i18n._(FREQUENCY_MESSAGES[frequency])).toBe(FREQUENCY_LABELS[frequency]);
    }
    expect(reminderTypeLabel('something new')).toBe(REMINDER_TYPE_LABELS.custom);
  });
});
