import { screen, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as arabic } from '../../../locales/ar.po';
import { messages as german } from '../../../locales/de.po';
import { ME, reminderRow, renderAt, serveReminderTables, signInAs } from '../../../testing/support';

// The page in a reader's language: its own catalog's translations, ICU plurals and dates through Intl.
const backend = useTestBackend();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
  signInAs(ME);
  serveReminderTables(backend, [
    reminderRow({
      id: 'overdue',
      next_reminder_date: '2026-11-01',
      frequency: 'monthly',
      reminder_type: 'birthday',
      days_before: 3,
    }),
    reminderRow({
      id: 'later',
      next_reminder_date: '2027-01-05',
      reminder_type: 'maintenance',
      grave: { id: 'g2', full_name: 'Arthur Penrose', cemetery_name: null, image_url: null },
    }),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
  i18n.activate('en');
});

describe('reminders page in other languages', () => {
  it('speaks German: its words, the count as a plural, the dates as Germans write them', async () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'Erinnerungen' })).toBeInTheDocument();
    expect(screen.getByText('2 aktive Erinnerungen')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Eleanor Grace Whitfield' });
    expect(within(card).getByText('1. November 2026')).toBeInTheDocument();
    expect(within(card).getByText('Geburtstag')).toBeInTheDocument();
    expect(within(card).getByText('Monatlich')).toBeInTheDocument();
    expect(within(card).getByText('Überfällig')).toBeInTheDocument();
    expect(within(card).getByText('E-Mail 3 Tage vorher')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zum Kalender hinzufügen' })).toBeInTheDocument();
    expect(screen.queryByText(/active reminders/)).not.toBeInTheDocument();
  });

  it('speaks Arabic with its own plural forms: two reminders are a dual', async () => {
    i18n.loadAndActivate({ locale: 'ar', messages: arabic });
    await renderAt('/dashboard/reminders');
    expect(await screen.findByRole('heading', { name: 'التذكيرات' })).toBeInTheDocument();
    expect(screen.getByText('تذكيران نشطان')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /متأخر/ })).toBeInTheDocument();
  });
});
