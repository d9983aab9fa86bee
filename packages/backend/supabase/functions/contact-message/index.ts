// Supabase Edge Function entry (Deno): `supabase functions deploy contact-message`. The logic is shared with the
// local server in ../_shared; this file adds CORS (the browser calls it from the app's origin), the mail
// transport (SMTP through nodemailer, mapped to npm in deno.json) and where the sender's address is read.

import { createTransport } from 'nodemailer';
import { contactMessage, firstForwardedAddress, restContactStore } from '../_shared/contact-message.ts';
import { optionalEnv, requiredEnv, serveFunction } from '../_shared/deno-entry.ts';

// Supabase provides the first two; set SMTP_URL, SMTP_FROM, SUPPORT_EMAIL (and CLIENT_IP_HEADER) as secrets.
const store = restContactStore({
  url: requiredEnv('SUPABASE_URL'),
  serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
});
const transport = createTransport(requiredEnv('SMTP_URL'), {
  from: optionalEnv('SMTP_FROM') ?? 'Evergreen Memorials <no-reply@evergreen.local>',
});
const supportEmail = optionalEnv('SUPPORT_EMAIL') ?? 'support@evergreen.local';
// The header the platform's proxy sets from the connection, overwriting what a client sent. Its first address
// is the one counted; a header a client can fill in itself would let it dodge the hourly limit.
const ipHeader = optionalEnv('CLIENT_IP_HEADER') ?? 'x-forwarded-for';

serveFunction(
  (request) =>
    contactMessage(request, {
      store,
      sendMail: async ({ to, replyTo, subject, text }) => {
        await transport.sendMail({ to, replyTo, subject, text });
      },
      supportEmail,
      clientIp: (incoming) => firstForwardedAddress(incoming.headers.get(ipHeader)),
      log: (line) => console.error(line),
    }),
  { failure: 'Failed to send your message', corsMethods: 'POST, OPTIONS' },
);
