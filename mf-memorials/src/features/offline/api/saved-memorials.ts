/** A memorial saved for a visit (issue 30): enough to list it and open it offline. */
export interface SavedMemorial {
  id: string;
  name: string;
  /** Its address on this site, e.g. /graves/ada-lovelace. */
  path: string;
  savedAt: string;
}

const KEY = 'evergreen-saved-memorials';
export const SAVED_CHANGED = 'evergreen-saved-memorials-changed';

/** The memorials saved on this phone, newest first. Only public memorials are saved (their page offers it). */
export function savedMemorials(): SavedMemorial[] {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as SavedMemorial[]) : [];
  } catch {
    return [];
  }
}

export function rememberSaved(memorial: Omit<SavedMemorial, 'savedAt'>): void {
  const others = savedMemorials().filter((saved) => saved.id !== memorial.id);
  localStorage.setItem(KEY, JSON.stringify([{ ...memorial, savedAt: new Date().toISOString() }, ...others]));
  window.dispatchEvent(new Event(SAVED_CHANGED));
}

export function forgetSaved(id: string): void {
  localStorage.setItem(KEY, JSON.stringify(savedMemorials().filter((saved) => saved.id !== id)));
  window.dispatchEvent(new Event(SAVED_CHANGED));
}

/**
 * Has the service worker store these addresses (each through its cache: the page, photos) and waits until it has.
 * False without a service worker (a development server), where nothing can be kept for offline.
 */
export function keepForOffline(urls: readonly string[]): Promise<boolean> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(true);
    worker.postMessage({ type: 'cache-urls', urls }, [channel.port2]);
  });
}
