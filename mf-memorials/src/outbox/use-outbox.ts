import { useCallback, useEffect, useRef, useState } from 'react';
import { type OutboxItem, type OutboxSender, sendOutbox } from './outbox';
import { browserOutbox, OUTBOX_CHANGED } from './outbox-store';

/**
 * One round at a time per set of calls on this page (the memories' and the candles' outboxes each send their own;
 * the server's idempotency key covers two tabs sending at once).
 */
const rounds = new Map<string, Promise<number>>();

/** Asks the browser to wake the page when the connection returns (Background Sync, where the browser has it). */
async function askForSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register('outbox').catch(() => undefined);
}

/**
 * The signed-in user's outbox: what waits, a way to add to it and to let a refused item go. It is sent when the
 * page opens, when the connection returns (`online`), and when the service worker's Background Sync says so.
 */
export function useOutbox(
  userId: string | null,
  senders: Readonly<Record<string, OutboxSender>>,
  onSent: () => void,
) {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const latest = useRef({ senders, onSent });
  latest.current = { senders, onSent };

  const refresh = useCallback(async () => {
    if (!userId || typeof indexedDB === 'undefined') return setItems([]);
    const all = await browserOutbox.list();
    setItems(
      all.filter((item) => item.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    );
  }, [userId]);

  const send = useCallback(async () => {
    if (!userId || typeof indexedDB === 'undefined' || !navigator.onLine) return;
    const calls = Object.keys(latest.current.senders).sort().join(' ');
    let round = rounds.get(calls);
    if (!round) {
      round = sendOutbox(browserOutbox, userId, latest.current.senders).finally(() => rounds.delete(calls));
      rounds.set(calls, round);
    }
    if ((await round) > 0) latest.current.onSent();
  }, [userId]);

  useEffect(() => {
    void refresh();
    void send();
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'send-outbox') void send();
    };
    const onOnline = () => void send();
    const onChanged = () => void refresh();
    const channel =
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANGED);
    channel?.addEventListener('message', onChanged);
    window.addEventListener('online', onOnline);
    window.addEventListener(OUTBOX_CHANGED, onChanged);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      channel?.close();
      window.removeEventListener('online', onOnline);
      window.removeEventListener(OUTBOX_CHANGED, onChanged);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [refresh, send]);

  const add = useCallback(
    async (call: string, args: Record<string, string>, id: string = crypto.randomUUID()) => {
      if (!userId) return;
      await browserOutbox.put({
        id,
        call,
        args,
        userId,
        createdAt: new Date().toISOString(),
      });
      await askForSync();
    },
    [userId],
  );

  const discard = useCallback((id: string) => browserOutbox.remove(id), []);

  return { items, add, discard, send };
}
