import { Hono } from 'hono';
import type { Mailbox } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const intro = ({ smtpServer }: Mailbox) =>
  smtpServer
    ? `<p>Mail is delivered by SMTP through ${escapeHtml(smtpServer)}; none is kept here.</p>`
    : '<p>Mail sent by the local backend (nothing leaves this machine).</p>';

/** /mailbox: the mails the server "sent", newest first, with their links; /mailbox.json for tests. */
export function mailboxRoutes(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.get('/mailbox.json', (c) => c.json(mailbox.list()));
  app.get('/mailbox', (c) => {
    const items = mailbox
      .list()
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)}${mail.replyTo ? ` · Reply-To ${escapeHtml(mail.replyTo)}` : ''} · ${escapeHtml(mail.sentAt)}</p>
  ${Object.entries(mail.headers ?? {})
    .map(([name, value]) => `<p class="meta">${escapeHtml(name)}: ${escapeHtml(value)}</p>`)
    .join('')}
  <pre>${escapeHtml(mail.text)}</pre>
  <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox · Evergreen Memorials local backend</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555}
pre{white-space:pre-wrap}</style></head>
<body><h1>Mailbox</h1>${intro(mailbox)}
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
  return app;
}
