import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The element named by the URL's #fragment, scrolled into view once this page has rendered it. The browser does
 * this by itself only for content present at load; these pages arrive later, in their own chunk. `onTarget` can
 * act on the id first (open the FAQ item it names).
 */
export function useHashTarget(onTarget?: (id: string) => void): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    onTarget?.(id);
    // After the render that onTarget may cause, so an opened item is scrolled to where it ends up.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      // Keyboard and screen-reader users continue from the target, not from the top of the page.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, onTarget]);
}
