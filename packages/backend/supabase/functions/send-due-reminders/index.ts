// Supabase Edge Function entry (Deno): `supabase functions deploy send-due-reminders`, then scheduled with
// pg_cron + pg_net (packages/backend/README.md). The logic is shared with the local server in ../_shared; this
// file adds the mail transport: SMTP through nodemailer (deno.json maps it to npm), from SMTP_URL.
import { createTransport } from 'nodemailer';
import { sendDueReminders } from '../_shared/send-due-reminders.ts';
import { supabaseAdmin } from '../_shared/supabase-admin.ts';

// Deno's own global, declared here so the workspace type check (Node types) accepts this file unchanged.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// Supabase provides the first three; set SITE_URL, SMTP_URL (and SMTP_FROM) with `supabase secrets set`.
const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY');
const admin = supabaseAdmin({
  url: required('SUPABASE_URL'),
  anonKey: required('SUPABASE_ANON_KEY'),
  serviceRoleKey,
});
const transport = createTransport(required('SMTP_URL'), {
  from: Deno.env.get('SMTP_FROM') ?? 'Evergreen Memorials <no-reply@evergreen.local>',
});

Deno.serve(async (request) =>
  sendDueReminders(request, {
    admin,
    // A rejection releases the reminder's day, so the next scheduled run tries again.
    sendMail: async ({ to, subject, text }) => {
      await transport.sendMail({ to, subject, text });
    },
    siteUrl: required('SITE_URL'),
    serviceRoleKey,
    log: (line) => console.error(line),
  }).catch((error: unknown) => {
    console.error(error);
    return Response.json({ error: 'The function failed' }, { status: 500 });
  }),
);
