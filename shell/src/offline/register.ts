/**
 * Registers the app's one service worker (issue 30), once the page has loaded: the worker and its precaching never
 * compete with the first visit. Production builds only (the dev servers have no /sw.js). The first time the worker
 * takes the page, it is handed what the page already loaded (warm-up.ts, loaded only then).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  if (!workers.controller) {
    workers.addEventListener('controllerchange', () => void import('./warm-up').then((m) => m.warmUp()), {
      once: true,
    });
  }
  const register = () => void workers.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
