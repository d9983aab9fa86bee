import { formatDate, toDateOnly } from '@evergreen/domain/dates';
import type { ApiSession } from './memorial-helpers';

/** Helpers of the reminder journeys: setup through the real API, where the UI is not what is under test. */

const env = () => ({
  url: process.env.SUPABASE_URL ?? '',
  serviceKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
});

/** yyyy-MM-dd of today (UTC, the zone these journeys run the browser in) plus some days. */
export function dayFromToday(days: number): string {
  const now = new Date();
  return toDateOnly(new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
}

/** A date as the app writes it: 'MMMM d, yyyy'. */
export const longDate = (date: string) => formatDate(date, 'MMMM d, yyyy');

export interface SeedReminder {
  type?: string;
  frequency: string;
  next: string;
  message: string;
}

/**
 * Reminders written with the service role: the API refuses a start date in the past, and a reminder that is
 * already overdue is what these journeys need.
 */
export async function seedReminders(
  session: ApiSession,
  graveId: string,
  rows: SeedReminder[],
): Promise<void> {
  const { url, serviceKey } = env();
  const response = await fetch(`${url}/rest/v1/reminders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
    },
    body: JSON.stringify(
      rows.map((row) => ({
        grave_id: graveId,
        user_id: session.userId,
        reminder_type: row.type ?? 'visit_reminder',
        frequency: row.frequency,
        reminder_date: row.next,
        next_reminder_date: row.next,
        custom_message: row.message,
        is_active: true,
      })),
    ),
  });
  if (!response.ok) throw new Error(`Seeding reminders failed: ${response.status} ${await response.text()}`);
}

/** Runs the e-mail job as the scheduler does, answering how many e-mails it sent. */
export async function runMailJob(): Promise<number> {
  const { url, serviceKey } = env();
  const response = await fetch(`${url}/functions/v1/send-due-reminders`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!response.ok) throw new Error(`send-due-reminders failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { sent: number }).sent;
}
