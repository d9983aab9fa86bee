import {
  runNotifications,
  type SendNotificationsDeps,
  sendNotifications as sharedSendNotifications,
} from '../../supabase/functions/_shared/send-notifications.ts';
import { supabaseAdmin } from '../../supabase/functions/_shared/supabase-admin.ts';
import { unsubscribe as sharedUnsubscribe } from '../../supabase/functions/_shared/unsubscribe.ts';
import type { AppContext } from '../context.ts';

const admin = (app: AppContext) =>
  supabaseAdmin({ url: app.internalUrl, anonKey: app.keys.anonKey, serviceRoleKey: app.keys.serviceRoleKey });

/** The deployed function's dependencies, made of this server: its API, its mailer, its URLs and keys. */
export function localNotificationDeps(app: AppContext): SendNotificationsDeps {
  return {
    admin: admin(app),
    sendMail: (mail) => app.mailer.send(mail),
    siteUrl: app.options.siteUrl,
    apiUrl: app.publicUrl,
    // As deployed without UNSUBSCRIBE_SECRET: tokens signed with the service role key, which never leaves the server.
    unsubscribeSecret: app.keys.serviceRoleKey,
    serviceRoleKey: app.keys.serviceRoleKey,
    log: app.log,
  };
}

/** `POST /functions/v1/send-notifications`: the shared function, as deployed. */
export function sendNotifications(request: Request, app: AppContext): Promise<Response> {
  return sharedSendNotifications(request, localNotificationDeps(app));
}

/** `/functions/v1/unsubscribe`: the shared function, as deployed. */
export function unsubscribe(request: Request, app: AppContext): Promise<Response> {
  return sharedUnsubscribe(request, {
    admin: admin(app),
    siteUrl: app.options.siteUrl,
    unsubscribeSecret: app.keys.serviceRoleKey,
  });
}

/** One run, for the local schedule. */
export function runLocalNotifications(app: AppContext): Promise<number> {
  return runNotifications(localNotificationDeps(app));
}
