import { refetchPageData } from '@evergreen/runtime/page-data';
import { askWorker } from './ask-worker';

/** A file the worker keeps by URL alone: no data read with a token (the page reads those again below). */
const keptByUrl = (url: string) => !/\/(rest|auth|functions)\/v1\//.test(url);

/**
 * The worker took this page after it had loaded: the page, its files and photos are handed to the worker's caches,
 * and the data on screen is read again through it (with the reader's token, into the reader's cache), so the first
 * memorial a person opens already opens offline.
 */
export async function warmUp(): Promise<void> {
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http') && keptByUrl(url));
  await Promise.all([
    askWorker({ type: 'cache-urls', urls: [window.location.href, ...new Set(loaded)] }),
    refetchPageData(),
  ]);
  document.documentElement.dataset.offlineReady = '';
}
