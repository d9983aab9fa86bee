// The Deno entries of send-due-reminders, calendar-feed and contact-message (what `supabase functions deploy`
// ships), run on a real Deno against a server of their own. Their one npm import each (nodemailer,
// ical-generator) resolves from this package's node_modules here (`--node-modules-dir=manual`), from npm through
// deno.json when deployed.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { PACKAGE_DIR } from '../../src/config.ts';
import { uniqueEmail } from '../helpers.ts';
import { startIsolatedServer } from '../isolated-server.ts';
import { type DenoEntry, functionEntry, START_TIMEOUT_MS, startDenoEntry } from '../platform/deno-entry.ts';

const SITE_URL = 'https://app.example';

/** Starts one entry that may read only `env`, all three sharing `denoDir` as their cache. */
function startDeno(entry: string, env: Record<string, string>, denoDir: string): Promise<DenoEntry> {
  return startDenoEntry({
    entry,
    cwd: PACKAGE_DIR,
    imports: { flags: ['--no-lock', '--no-config', '--node-modules-dir=manual'] },
    allowEnv: Object.keys(env),
    // nodemailer names this host in its SMTP greeting.
    permissions: ['--allow-sys=hostname'],
    env,
    readyPath: '/',
    readyInit: { method: 'OPTIONS' },
    denoDir,
  });
}

/** An SMTP server on loopback that keeps what it is given. */
const received: { to: string[]; mail: Email }[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onData: (stream, session, callback) => {
    stream
      .toArray()
      .then((chunks: Buffer[]) => PostalMime.parse(Buffer.concat(chunks)))
      .then((mail) => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), mail });
        callback();
      }, callback);
  },
});

let server: Awaited<ReturnType<typeof startIsolatedServer>>;
let denoDir = '';
let sender: DenoEntry | undefined;
let feed: DenoEntry | undefined;
let contact: DenoEntry | undefined;

beforeAll(async () => {
  server = await startIsolatedServer('deno-reminders');
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  denoDir = mkdtempSync(join(tmpdir(), 'evergreen-deno-reminders-'));
  const platform = {
    SUPABASE_URL: server.url,
    SUPABASE_ANON_KEY: server.context.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: server.context.keys.serviceRoleKey,
    SITE_URL,
  };
  [sender, feed, contact] = await Promise.all([
    startDeno(
      functionEntry('send-due-reminders'),
      {
        ...platform,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'Evergreen Memorials <reminders@evergreen.test>',
      },
      denoDir,
    ),
    startDeno(functionEntry('calendar-feed'), platform, denoDir),
    startDeno(
      functionEntry('contact-message'),
      {
        ...platform,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'Evergreen Memorials <no-reply@evergreen.test>',
        SUPPORT_EMAIL: 'help@evergreen.test',
        CLIENT_IP_HEADER: 'x-forwarded-for',
      },
      denoDir,
    ),
  ]);
}, START_TIMEOUT_MS * 2);

afterAll(async () => {
  await Promise.all([sender?.stop(), feed?.stop(), contact?.stop()]);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await server?.stop();
  if (denoDir) rmSync(denoDir, { recursive: true, force: true });
});

describe('reminder edge functions on Deno', () => {
  it('mails a due reminder once over SMTP and serves the calendar feed', async () => {
    const supabase = createClient(server.url, server.context.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const email = uniqueEmail('deno-reminders');
    const signUp = await supabase.auth.signUp({ email, password: 'correct-horse-battery' });
    const userId = signUp.data.user?.id as string;
    const grave = await supabase
      .from('graves')
      .insert({ user_id: userId, full_name: 'Eleanor Grace Whitfield', cemetery_name: 'Oak Hill' })
      .select('id')
      .single();
    const today = new Date().toISOString().slice(0, 10);
    const reminder = await supabase.from('reminders').insert({
      grave_id: grave.data?.id,
      user_id: userId,
      reminder_date: today,
      next_reminder_date: today,
      reminder_type: 'death_anniversary',
      frequency: 'yearly',
    });
    expect(reminder.error).toBeNull();

    const run = (key: string) =>
      fetch(`${sender?.origin}/send-due-reminders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      });
    expect((await run(server.context.keys.anonKey)).status).toBe(403);
    const runs = await Promise.all([
      run(server.context.keys.serviceRoleKey),
      run(server.context.keys.serviceRoleKey),
    ]);
    const counts = await Promise.all(
      runs.map(async (response) => ((await response.json()) as { sent: number }).sent),
    );
    expect(counts.sort()).toEqual([0, 1]);
    const mails = received.filter((entry) => entry.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail.subject).toBe('Reminder: Death Anniversary for Eleanor Grace Whitfield');
    expect(mails[0]?.mail.from?.address).toBe('reminders@evergreen.test');
    expect(mails[0]?.mail.text).toContain(`${SITE_URL}/dashboard/grave/${grave.data?.id}`);

    const token = (await supabase.rpc('reset_calendar_token')).data as string;
    const answer = await fetch(`${feed?.origin}/calendar-feed?token=${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe('Death Anniversary: Eleanor Grace Whitfield');
    expect(String(event?.getFirstPropertyValue('rrule'))).toBe('FREQ=YEARLY');
    expect((await fetch(`${feed?.origin}/calendar-feed?token=${'f'.repeat(64)}`)).status).toBe(404);
  });
});

describe('contact-message on Deno', () => {
  it('mails the support inbox over SMTP, Reply-To the sender, and counts the address the platform forwards', async () => {
    const send = (subject: string, address: string) =>
      fetch(`${contact?.origin}/contact-message`, {
        method: 'POST',
        // Supabase's gateway puts the client first in X-Forwarded-For (CLIENT_IP_HEADER picks another header).
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${address}, 10.0.0.1` },
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.test', subject, message: 'Hello' }),
      });
    const preflight = await fetch(`${contact?.origin}/contact-message`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    const subjects = Array.from({ length: 6 }, (_, index) => `Deno contact ${index} ${uniqueEmail('s')}`);
    const answers = [];
    for (const subject of subjects) answers.push((await send(subject, '192.0.2.44')).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(`Other ${uniqueEmail('s')}`, '192.0.2.45')).status).toBe(200);

    const mail = received.find((entry) => entry.mail.subject === `[Contact] ${subjects[0]}`);
    expect(mail?.to).toEqual(['help@evergreen.test']);
    expect(mail?.mail.replyTo?.map((to) => to.address)).toEqual(['ada@example.test']);
    expect(received.some((entry) => entry.mail.subject === `[Contact] ${subjects[5]}`)).toBe(false);
  });
});
