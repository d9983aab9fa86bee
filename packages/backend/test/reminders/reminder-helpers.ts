// What reminder-emails.test.ts and advanced-reminder-emails.test.ts share: a server of their own (a
// send-due-reminders run mails every due reminder on it, so it must not share a mailbox or a reminders table with
// the rest of the suite), a service-role client on it, and people signed up there.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import ws from 'ws';
import type { SentMail } from '../../src/mail/mailer.ts';
import { uniqueEmail } from '../helpers.ts';
import { startIsolatedServer } from '../isolated-server.ts';

export type IsolatedServer = Awaited<ReturnType<typeof startIsolatedServer>>;

export interface Person {
  id: string;
  email: string;
  client: SupabaseClient;
}

export interface ReminderServer {
  /** Set once the file's beforeAll has run. */
  readonly server: IsolatedServer;
  readonly service: SupabaseClient;
  /** Signs up a person named `label` on the server, with a client signed in as them. */
  person(label: string): Promise<Person>;
  /** The mails the server's mailbox holds for `email`. */
  mailsTo(email: string): Promise<SentMail[]>;
}

/** Starts a server of its own for this test file before its tests (and stops it after); `label` names it. */
export function useReminderServer(label: string): ReminderServer {
  let server: IsolatedServer | undefined;
  let service: SupabaseClient | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The reminder server starts in beforeAll');
    return value;
  };
  const clientOf = (key: string) =>
    createClient(started(server).url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });

  beforeAll(async () => {
    // Memories are posted through the post guard as the app posts them, without its 3 s wait (proven in post-guard).
    server = await startIsolatedServer(label, { postGuardMinAgeMs: 0 });
    service = clientOf(server.context.keys.serviceRoleKey);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  return {
    get server() {
      return started(server);
    },
    get service() {
      return started(service);
    },
    async person(name) {
      const email = uniqueEmail(name);
      const client = clientOf(started(server).context.keys.anonKey);
      const { data, error } = await client.auth.signUp({
        email,
        password: 'correct-horse-battery',
        options: { data: { full_name: name } },
      });
      if (error || !data.user) throw error ?? new Error('no user');
      return { id: data.user.id, email, client };
    },
    async mailsTo(email) {
      const mailbox = await fetch(`${started(server).url}/mailbox.json`);
      return ((await mailbox.json()) as SentMail[]).filter((mail) => mail.to === email);
    },
  };
}
