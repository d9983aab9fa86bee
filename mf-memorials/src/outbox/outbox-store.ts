import type { OutboxItem, OutboxStore } from './outbox';

const DATABASE = 'evergreen-outbox';
const ITEMS = 'items';
/** Said on this channel when the outbox changes, to this page and the phone's other tabs. */
export const OUTBOX_CHANGED = 'evergreen-outbox-changed';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(ITEMS, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (items: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(ITEMS, mode);
    const request = work(transaction.objectStore(ITEMS));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
  });
}

function changed(): void {
  const channel = new BroadcastChannel(OUTBOX_CHANGED);
  channel.postMessage('changed');
  channel.close();
  window.dispatchEvent(new Event(OUTBOX_CHANGED));
}

/** The outbox in the browser's IndexedDB: it outlives the page, a closed browser and a restarted phone. */
export const browserOutbox: OutboxStore = {
  list: () => run('readonly', (items) => items.getAll() as IDBRequest<OutboxItem[]>),
  async put(item) {
    await run('readwrite', (items) => items.put(item));
    changed();
  },
  async remove(id) {
    await run('readwrite', (items) => items.delete(id));
    changed();
  },
};
