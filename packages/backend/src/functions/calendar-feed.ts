import { calendarFeed as sharedCalendarFeed } from '../../supabase/functions/_shared/calendar-feed.ts';
import { supabaseAdmin } from '../../supabase/functions/_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

/** `GET /functions/v1/calendar-feed?token=...`: the shared function, as deployed. */
export function calendarFeed(request: Request, app: AppContext): Promise<Response> {
  const admin = supabaseAdmin({
    url: app.internalUrl,
    anonKey: app.keys.anonKey,
    serviceRoleKey: app.keys.serviceRoleKey,
  });
  return sharedCalendarFeed(request, { admin, siteUrl: app.options.siteUrl });
}
