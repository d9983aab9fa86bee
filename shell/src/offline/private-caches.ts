import { askWorker } from './ask-worker';
import { isPrivateCache } from './worker/cache-names';

/**
 * Sign-out on a shared phone (issue 30): every answer read with a user's token is deleted from the worker's
 * caches, here and by the worker itself (which may be storing one at that moment), before the next person uses it.
 */
export async function forgetPrivateData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all([
    ...names.filter(isPrivateCache).map((name) => caches.delete(name)),
    askWorker({ type: 'sign-out' }),
  ]);
}
