import {
  type ModerationNoticeDeps,
  runModerationNotices,
  sendModerationNotices as sharedSendModerationNotices,
} from '../../supabase/functions/_shared/moderation-notices.ts';
import { supabaseAdmin } from '../../supabase/functions/_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

/** The deployed function's dependencies, made of this server: its own API, its mailer and its site URL. */
function localNoticeDeps(app: AppContext): ModerationNoticeDeps {
  return {
    admin: supabaseAdmin({
      url: app.internalUrl,
      anonKey: app.keys.anonKey,
      serviceRoleKey: app.keys.serviceRoleKey,
    }),
    sendMail: (mail) => app.mailer.send(mail),
    siteUrl: app.options.siteUrl,
    log: app.log,
  };
}

/** `POST /functions/v1/send-moderation-notices`: the shared function, as deployed. */
export function sendModerationNotices(request: Request, app: AppContext): Promise<Response> {
  return sharedSendModerationNotices(request, localNoticeDeps(app));
}

/** One run, for the local schedule. */
export function runLocalModerationNotices(app: AppContext): Promise<number> {
  return runModerationNotices(localNoticeDeps(app));
}
