import { Cron } from 'croner';
import type { AppContext } from '../context.ts';
import { runLocalDueReminders } from './send-due-reminders.ts';
import { runLocalModerationNotices } from './send-moderation-notices.ts';
import { runLocalNotifications } from './send-notifications.ts';

/**
 * Runs send-due-reminders (then send-notifications) on a cron pattern (REMINDER_EMAILS_CRON), as pg_cron does on Supabase, and once at
 * start so that days the server was down are caught up. A run that is still going when the next is due is not
 * doubled (`protect`); overlapping runs would be harmless anyway, since each delivery is claimed once.
 */
export function scheduleReminderEmails(app: AppContext, pattern: string): Cron {
  const run = async () => {
    try {
      const sent = await runLocalDueReminders(app);
      if (sent > 0) app.log(`Reminder e-mails sent: ${sent}`);
      // Moderation and claim mails the app's own call after the change did not send (a closed tab).
      await runLocalModerationNotices(app);
    } catch (error) {
      app.log(`Reminder e-mails failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Notifications (new memories, digests, followed anniversaries) go out on the same schedule.
    try {
      const sent = await runLocalNotifications(app);
      if (sent > 0) app.log(`Notification e-mails sent: ${sent}`);
    } catch (error) {
      app.log(`Notification e-mails failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const job = new Cron(pattern, { protect: true, name: 'send-due-reminders' }, run);
  void job.trigger();
  return job;
}
