/**
 * The outbox (issue 30): a change written without a connection waits on the phone and is sent once the connection
 * returns. It replays named calls ("post memory", "post tribute": a candle or flowers), each with an id made on
 * the device, which the server keeps so a replay after a lost answer stores nothing twice.
 */
export interface OutboxItem {
  /** Made on the device; the server's idempotency key. */
  id: string;
  /** Which call to replay, e.g. "post-memory". */
  call: string;
  args: Record<string, string>;
  /** Only its writer's session sends it (another person may sign in on the same phone). */
  userId: string;
  createdAt: string;
  /** Why the server refused it; the item stays (its text with it) until its writer lets it go. */
  refusal?: string;
}

/** supabase-js answers a request that never reached the server with status 0 (no connection). */
export class NoConnectionError extends Error {}

/** What sending one call came to: stored, no connection (try later), or refused by the server (with its reason). */
export type SendResult = { sent: true } | { offline: true } | { refused: string };

export type OutboxSender = (args: Record<string, string>, id: string) => Promise<SendResult>;

export interface OutboxStore {
  list(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

/**
 * Sends the user's waiting items, oldest first, each once: a stored one leaves the outbox, a refused one keeps its
 * reason, and no connection stops the round (the rest wait for the next). Items already refused wait for their
 * writer. Returns how many were sent.
 */
export async function sendOutbox(
  store: OutboxStore,
  userId: string,
  senders: Readonly<Record<string, OutboxSender>>,
): Promise<number> {
  const waiting = (await store.list())
    .filter((item) => item.userId === userId && item.refusal === undefined)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let sent = 0;
  for (const item of waiting) {
    const send = senders[item.call];
    if (!send) continue;
    const result = await send(item.args, item.id);
    if ('offline' in result) break;
    if ('refused' in result) {
      await store.put({ ...item, refusal: result.refused });
      continue;
    }
    await store.remove(item.id);
    sent += 1;
  }
  return sent;
}
