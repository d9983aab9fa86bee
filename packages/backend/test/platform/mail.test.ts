import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { optionsFromEnv } from '../../src/config.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { freePort } from '../../src/rest/postgrest.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { backend, uniqueEmail } from '../helpers.ts';
import { migratedSnapshot } from '../snapshot.ts';

const SMTP_USER = 'evergreen-mailer';
// Characters that must be percent-encoded in SMTP_URL, so a decoding slip shows up as a refused login.
const SMTP_PASSWORD = 's3cret:p@ss/word?';
const smtpUrl = (port: number, password = SMTP_PASSWORD) =>
  `smtp://${SMTP_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;

interface Received {
  user: unknown;
  rcptTo: string[];
  mail: Email;
}

/** A real SMTP server on loopback that demands the login above and records what it accepts. */
class SmtpStandIn {
  readonly received: Received[] = [];
  refuseConnections = false;
  refused = 0;
  readonly #server = new SMTPServer({
    // Plain text on loopback: nodemailer would otherwise upgrade and reject the stand-in's self-signed cert.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onConnect: (_session, callback) => {
      if (!this.refuseConnections) return callback();
      this.refused += 1;
      callback(new Error('Service not available'));
    },
    onAuth: (auth, _session, callback) =>
      auth.username === SMTP_USER && auth.password === SMTP_PASSWORD
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid username or password')),
    onData: (stream, session, callback) => {
      stream
        .toArray()
        .then((chunks: Buffer[]) => PostalMime.parse(Buffer.concat(chunks)))
        .then((mail) => {
          const rcptTo = session.envelope.rcptTo.map((recipient) => recipient.address);
          this.received.push({ user: session.user, rcptTo, mail });
          callback();
        }, callback);
    },
  });

  async listen(): Promise<number> {
    this.#server.listen(0, '127.0.0.1');
    await once(this.#server.server, 'listening');
    return (this.#server.server.address() as AddressInfo).port;
  }

  to(email: string): Received[] {
    return this.received.filter((entry) => entry.rcptTo.includes(email));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

// A server of its own: the suite's server keeps mail in /mailbox, this one is configured for SMTP.
describe('mail through SMTP_URL', () => {
  const smtp = new SmtpStandIn();
  let server: RunningServer;
  let dataDir: string;

  const call = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { apikey: server.context.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signUp = async (label: string) => {
    const email = uniqueEmail(label);
    expect((await call('/auth/v1/signup', { email, password: 'correct-horse-battery' })).status).toBe(200);
    return email;
  };
  const recover = async (email: string) => {
    const response = await call('/auth/v1/recover', { email });
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    const port = await smtp.listen();
    dataDir = mkdtempSync(join(tmpdir(), 'evergreen-mail-'));
    const databaseUrl = backend().postgres ? process.env.DATABASE_URL : undefined;
    server = await startServer({
      ...optionsFromEnv({
        DATA_DIR: dataDir,
        QUIET: '1',
        SMTP_URL: smtpUrl(port),
        SMTP_FROM: 'Evergreen Tests <tests@evergreen.test>',
      }),
      port: 0,
      databaseUrl,
      snapshot: databaseUrl ? undefined : await migratedSnapshot(),
      bcryptCost: 4,
      rateLimits: { signIn: 100_000, signUp: 100_000, recover: 100_000, windowSeconds: 60 },
    });
  });

  afterAll(async () => {
    await server?.close();
    await smtp.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the reset mail over an authenticated SMTP session, with a link that works', async () => {
    const email = await signUp('smtp');
    expect(await recover(email)).toEqual({ status: 200, body: '{}' });

    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 10_000 });
    const [{ user, rcptTo, mail }] = smtp.to(email) as [Received];
    expect(user).toBe(SMTP_USER);
    expect(rcptTo).toEqual([email]);
    expect(mail.from?.address).toBe('tests@evergreen.test');
    expect(mail.to?.map((to) => to.address)).toEqual([email]);
    expect(mail.subject).toBe('Reset your password');

    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${server.context.publicUrl}/auth/v1/verify?`)).toBe(true);
    const verified = await fetch(link, { redirect: 'manual' });
    expect(verified.status).toBe(303);
    const fragment = new URLSearchParams(new URL(verified.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('delivers a contact message to the support inbox with the sender as Reply-To', async () => {
    const subject = `SMTP contact ${uniqueEmail('subject')}`;
    const sender = uniqueEmail('contact-sender');
    const response = await call('/functions/v1/contact-message', {
      name: 'Ada Visitor',
      email: sender,
      subject,
      message: 'Hello from the contact page',
    });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(smtp.to('support@evergreen.local')).toHaveLength(1), { timeout: 10_000 });
    const [{ mail }] = smtp.to('support@evergreen.local') as [Received];
    expect(mail.subject).toBe(`[Contact] ${subject}`);
    expect(mail.replyTo?.map((to) => to.address)).toEqual([sender]);
    expect(mail.from?.address).toBe('tests@evergreen.test');
    expect(mail.text).toContain('Hello from the contact page');
  });

  it('passes a notification’s List-Unsubscribe headers (RFC 8058) on to the SMTP server', async () => {
    const to = uniqueEmail('unsubscribe-headers');
    await server.context.mailer.send({
      to,
      subject: 'A new memory of Eleanor Grace Whitfield',
      text: 'June left a memory.',
      links: [],
      headers: {
        'List-Unsubscribe': '<https://api.example/functions/v1/unsubscribe?token=t>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [{ mail }] = smtp.to(to) as [Received];
    const header = (name: string) => mail.headers.find((entry) => entry.key === name)?.value;
    expect(header('list-unsubscribe')).toBe('<https://api.example/functions/v1/unsubscribe?token=t>');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('keeps nothing in /mailbox and says where mail went instead', async () => {
    const email = await signUp('smtp-mailbox');
    await recover(email);
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), { timeout: 10_000 });
    expect(await (await fetch(`${server.url}/mailbox.json`)).json()).toEqual([]);
    const page = await (await fetch(`${server.url}/mailbox`)).text();
    expect(page).toContain(`delivered by SMTP through ${server.context.mailer.smtpServer}`);
    expect(page).not.toContain(SMTP_PASSWORD);
    expect(page).not.toContain(encodeURIComponent(SMTP_PASSWORD));
  });

  it('answers recover the same when the SMTP server refuses the mail', async () => {
    const email = await signUp('smtp-refused');
    smtp.refuseConnections = true;
    try {
      const known = await recover(email);
      const unknown = await recover(uniqueEmail('smtp-nobody'));
      expect(known).toEqual({ status: 200, body: '{}' });
      expect(unknown).toEqual(known);
      // The refusal really happened, so the answer above was given with delivery failing.
      await vi.waitFor(() => expect(smtp.refused).toBeGreaterThan(0), { timeout: 10_000 });
    } finally {
      smtp.refuseConnections = false;
    }
    expect(smtp.to(email)).toEqual([]);
  });
});

describe('SMTP failures', () => {
  const mail = { to: 'someone@example.test', subject: 'Hello', text: 'Hi', links: [] };
  const mailerLogging = (url: string) => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: url, smtpFrom: 'tests@evergreen.test' }, (line) =>
      lines.push(line),
    );
    return { mailer, lines };
  };
  const expectNoSecrets = (text: string, password: string) => {
    expect(text).not.toContain(password);
    expect(text).not.toContain(encodeURIComponent(password));
    expect(text).not.toContain(mail.to);
  };

  it('logs host, port and reason when the SMTP server is down, and resolves', async () => {
    const port = await freePort();
    const { mailer, lines } = mailerLogging(smtpUrl(port));
    expect(mailer.smtpServer).toBe(`127.0.0.1:${port}`);
    await expect(mailer.send(mail)).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`SMTP 127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`)),
    ]);
    expectNoSecrets(lines.join('\n'), SMTP_PASSWORD);
  });

  it('logs a refused login without the password that was refused', async () => {
    const smtp = new SmtpStandIn();
    const port = await smtp.listen();
    try {
      const wrong = 'wrong:p@ssword';
      const { mailer, lines } = mailerLogging(smtpUrl(port, wrong));
      await mailer.send(mail);
      expect(lines).toEqual([expect.stringContaining(`SMTP 127.0.0.1:${port}: Invalid login`)]);
      expectNoSecrets(lines.join('\n'), wrong);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('refuses a malformed SMTP_URL at start without echoing it', () => {
    const start = () =>
      createMailer({ smtpUrl: 'user:hunter2@mail.example.test', smtpFrom: 'x@y.test' }, () => {});
    expect(start).toThrow(/SMTP_URL must look like smtp:\/\//);
    expect(start).not.toThrow(/hunter2/);
  });
});
