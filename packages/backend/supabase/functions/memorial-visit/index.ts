// Supabase Edge Function entry (Deno): `supabase functions deploy memorial-visit`. The public memorial page calls
// it with the anon key (or the visitor's session); the logic is shared with the local server in ../_shared, this
// file adds CORS and where the visitor's address is read.

import { firstForwardedAddress } from '../_shared/contact-message.ts';
import { optionalEnv, requiredEnv, serveFunction } from '../_shared/deno-entry.ts';
import { memorialVisit, restVisitRecorder } from '../_shared/memorial-visit.ts';

// Supabase provides both. CLIENT_IP_HEADER as for contact-message: a header the platform's proxy overwrites.
const record = restVisitRecorder({
  url: requiredEnv('SUPABASE_URL'),
  serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
});
// A header a client could fill in itself would let a script dodge the caps per address (not the daily dedupe).
const ipHeader = optionalEnv('CLIENT_IP_HEADER') ?? 'x-forwarded-for';

serveFunction(
  (request) =>
    memorialVisit(request, {
      record,
      clientIp: (incoming) => firstForwardedAddress(incoming.headers.get(ipHeader)),
      log: (line) => console.error(line),
    }),
  { failure: 'Visits cannot be counted right now', corsMethods: 'POST, OPTIONS' },
);
