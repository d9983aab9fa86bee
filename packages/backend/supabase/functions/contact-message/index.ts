// Supabase Edge Function entry (Deno): `supabase functions deploy contact-message`. The logic is shared with the
// local server in ../_shared; this file adds CORS (the browser calls it from the app's origin), the mail
// transport (SMTP through nodemailer, mapped to npm in deno.json) and where the sender's address is read.
import { createTransport } from 'nodemailer';
import { contactMessage, firstForwardedAddress, restContactStore } from '../_shared/contact-message.ts';

// Deno's own global, declared here so the workspace type check (Node types) accepts this file unchanged.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// Supabase provides the first two; set SMTP_URL, SMTP_FROM, SUPPORT_EMAIL (and CLIENT_IP_HEADER) as secrets.
const store = restContactStore({
  url: required('SUPABASE_URL'),
  serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
});
const transport = createTransport(required('SMTP_URL'), {
  from: Deno.env.get('SMTP_FROM') ?? 'Evergreen Memorials <no-reply@evergreen.local>',
});
const supportEmail = Deno.env.get('SUPPORT_EMAIL') ?? 'support@evergreen.local';
// The header the platform's proxy sets from the connection, overwriting what a client sent. Its first address
// is the one counted; a header a client can fill in itself would let it dodge the hourly limit.
const ipHeader = Deno.env.get('CLIENT_IP_HEADER') ?? 'x-forwarded-for';

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
  const response = await contactMessage(request, {
    store,
    sendMail: async ({ to, replyTo, subject, text }) => {
      await transport.sendMail({ to, replyTo, subject, text });
    },
    supportEmail,
    clientIp: (incoming) => firstForwardedAddress(incoming.headers.get(ipHeader)),
    log: (line) => console.error(line),
  }).catch((error: unknown) => {
    console.error(error);
    return Response.json({ error: 'Failed to send your message' }, { status: 500 });
  });
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
  return response;
});
