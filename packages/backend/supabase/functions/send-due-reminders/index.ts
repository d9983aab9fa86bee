// Supabase Edge Function entry (Deno): `supabase functions deploy send-due-reminders`, then scheduled with
// pg_cron + pg_net (packages/backend/README.md). The logic is shared with the local server in ../_shared; this
// file adds the mail transport: SMTP through nodemailer (deno.json maps it to npm), from SMTP_URL.

import { createTransport } from 'nodemailer';
import { optionalEnv, requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { sendDueReminders } from '../_shared/send-due-reminders.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';

// Supabase provides the first three; set SITE_URL, SMTP_URL (and SMTP_FROM) with `supabase secrets set`.
const serviceRoleKey = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
const admin = supabaseAdmin({
  url: requiredEnv('SUPABASE_URL'),
  anonKey: requiredEnv('SUPABASE_ANON_KEY'),
  serviceRoleKey,
});
const transport = createTransport(requiredEnv('SMTP_URL'), {
  from: optionalEnv('SMTP_FROM') ?? 'Evergreen Memorials <no-reply@evergreen.local>',
});

serveFunction((request) =>
  sendDueReminders(request, {
    admin,
    // A rejection releases the reminder's day, so the next scheduled run tries again.
    sendMail: async ({ to, subject, text }) => {
      await transport.sendMail({ to, subject, text });
    },
    siteUrl: requiredEnv('SITE_URL'),
    serviceRoleKey,
    log: (line) => console.error(line),
  }),
);
