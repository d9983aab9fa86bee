// Supabase Edge Function entry (Deno): `supabase functions deploy send-notifications`, then scheduled with pg_cron +
// pg_net beside send-due-reminders (packages/backend/README.md). The logic is shared with the local server in
// ../_shared; this file adds the mail transport: SMTP through nodemailer (deno.json maps it to npm), from SMTP_URL.

import { createTransport } from 'nodemailer';
import { optionalEnv, requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { sendNotifications } from '../_shared/send-notifications.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';

// Supabase provides the first three; set SITE_URL, SMTP_URL (and SMTP_FROM, UNSUBSCRIBE_SECRET) with
// `supabase secrets set`. The unsubscribe function must be given the same UNSUBSCRIBE_SECRET.
const serviceRoleKey = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const apiUrl = requiredEnv('SUPABASE_URL');
const admin = supabaseAdmin({ url: apiUrl, anonKey: requiredEnv('SUPABASE_ANON_KEY'), serviceRoleKey });
const transport = createTransport(requiredEnv('SMTP_URL'), {
  from: optionalEnv('SMTP_FROM') ?? 'Evergreen Memorials <no-reply@evergreen.local>',
});

serveFunction((request) =>
  sendNotifications(request, {
    admin,
    // A rejection gives the rows back, so the next scheduled run tries again.
    sendMail: async ({ to, subject, text, headers }) => {
      await transport.sendMail({ to, subject, text, headers });
    },
    siteUrl: requiredEnv('SITE_URL'),
    apiUrl,
    unsubscribeSecret: optionalEnv('UNSUBSCRIBE_SECRET') ?? serviceRoleKey,
    serviceRoleKey,
    log: (line) => console.error(line),
  }),
);
