import {
  firstForwardedAddress,
  restContactStore,
  contactMessage as sharedContactMessage,
} from '../../supabase/functions/_shared/contact-message.ts';
import type { AppContext } from '../context.ts';

/**
 * `POST /functions/v1/contact-message`: the deployed function's own code, storing through this server's API and
 * mailing through its mailer (`/mailbox`, or SMTP with `SMTP_URL`). The gateway (registry.ts) has replaced the
 * client's X-Forwarded-For with the connection's address, so the header names the real sender here.
 */
export function contactMessage(request: Request, app: AppContext): Promise<Response> {
  return sharedContactMessage(request, {
    store: restContactStore({ url: app.internalUrl, serviceRoleKey: app.keys.serviceRoleKey }),
    // The mailer never rejects (it logs SMTP trouble itself).
    sendMail: (mail) => app.mailer.send(mail),
    supportEmail: app.options.supportEmail,
    clientIp: (incoming) => firstForwardedAddress(incoming.headers.get('x-forwarded-for')),
    log: app.log,
  });
}
