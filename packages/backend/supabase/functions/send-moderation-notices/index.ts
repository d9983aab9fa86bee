// Supabase Edge Function entry (Deno): `supabase functions deploy send-moderation-notices`. The app calls it after
// a report is decided or a claim is made or answered; schedule it too (as send-due-reminders) to catch up. The
// logic is shared with the local server in ../_shared; this file adds the mail transport (SMTP, from SMTP_URL).

import { createTransport } from 'nodemailer';
import { optionalEnv, requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { sendModerationNotices } from '../_shared/moderation-notices.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';

const admin = supabaseAdmin({
  url: requiredEnv('SUPABASE_URL'),
  anonKey: requiredEnv('SUPABASE_ANON_KEY'),
  serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
});
const transport = createTransport(requiredEnv('SMTP_URL'), {
  from: optionalEnv('SMTP_FROM') ?? 'Evergreen Memorials <no-reply@evergreen.local>',
});

serveFunction(
  (request) =>
    sendModerationNotices(request, {
      admin,
      sendMail: async ({ to, subject, text }) => {
        await transport.sendMail({ to, subject, text });
      },
      siteUrl: requiredEnv('SITE_URL'),
      log: (line) => console.error(line),
    }),
  { corsMethods: 'POST, OPTIONS' },
);
