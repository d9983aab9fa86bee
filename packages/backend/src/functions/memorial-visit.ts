import { firstForwardedAddress } from '../../supabase/functions/_shared/contact-message.ts';
import {
  restVisitRecorder,
  memorialVisit as sharedMemorialVisit,
} from '../../supabase/functions/_shared/memorial-visit.ts';
import type { AppContext } from '../context.ts';

/**
 * `POST /functions/v1/memorial-visit`: the deployed function's own code, recording through this server's API. The
 * gateway (registry.ts) has replaced the client's X-Forwarded-For with the connection's address.
 */
export function memorialVisit(request: Request, app: AppContext): Promise<Response> {
  return sharedMemorialVisit(request, {
    record: restVisitRecorder({ url: app.internalUrl, serviceRoleKey: app.keys.serviceRoleKey }),
    clientIp: (incoming) => firstForwardedAddress(incoming.headers.get('x-forwarded-for')),
    log: app.log,
  });
}
