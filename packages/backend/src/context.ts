import type { ServerOptions } from './config.ts';
import type { Database } from './db/database.ts';
import type { Keys } from './keys.ts';
import type { Mailbox } from './mail/mailer.ts';

/** What every part of the server is built from; one per running server. */
export interface AppContext {
  options: ServerOptions;
  keys: Keys;
  db: Database;
  mailer: Mailbox;
  /** Where browsers reach this server, without a trailing slash. */
  publicUrl: string;
  /** Where this process reaches its own API (functions call it as deployed ones call Supabase). */
  internalUrl: string;
  storageDir: string;
  log: (line: string) => void;
}
