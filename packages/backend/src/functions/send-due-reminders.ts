import {
  runDueReminders,
  type SendDueRemindersDeps,
  sendDueReminders as sharedSendDueReminders,
} from '../../supabase/functions/_shared/send-due-reminders.ts';
import { supabaseAdmin } from '../../supabase/functions/_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

/** The deployed function's dependencies, made of this server: its own API, its mailer and its site URL. */
export function localReminderDeps(app: AppContext): SendDueRemindersDeps {
  return {
    admin: supabaseAdmin({
      url: app.internalUrl,
      anonKey: app.keys.anonKey,
      serviceRoleKey: app.keys.serviceRoleKey,
    }),
    // The mailer never rejects (it logs SMTP trouble itself), so a claimed day is not retried locally.
    sendMail: (mail) => app.mailer.send(mail),
    siteUrl: app.options.siteUrl,
    serviceRoleKey: app.keys.serviceRoleKey,
    log: app.log,
  };
}

/** `POST /functions/v1/send-due-reminders`: the shared function, as deployed. */
export function sendDueReminders(request: Request, app: AppContext): Promise<Response> {
  return sharedSendDueReminders(request, localReminderDeps(app));
}

/** One run, for the local schedule. */
export function runLocalDueReminders(app: AppContext): Promise<number> {
  return runDueReminders(localReminderDeps(app));
}
