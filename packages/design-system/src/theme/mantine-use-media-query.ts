import { useCallback, useSyncExternalStore } from 'react';

/** One list per query: the snapshot is read on every render of every component that asks. */
const mediaQueryLists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  let list = mediaQueryLists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    mediaQueryLists.set(query, list);
  }
  return list;
}

interface UseMediaQueryOptions {
  /** Mantine's option, without effect here: the external store reads the server's value while hydrating anyway. */
  getInitialValueInEffect: boolean;
}

/**
 * Stands in for `@mantine/hooks`' useMediaQuery in every production and dev build (build-config's pluginMantine
 * swaps the module), and so for useReducedMotion, which every Collapse, Transition and modal calls. Mantine's
 * starts from `undefined` and sets the real value in an effect: every one of them rendered a second time after
 * mounting (19 answers on /help, the dialogs of a memorial). React's external store reads the value in the first
 * render on the client, the initial value on the server and while hydrating, and re-renders when the media
 * query changes. Same signature as Mantine's.
 */
export function useMediaQuery(
  query: string,
  initialValue?: boolean,
  _options?: UseMediaQueryOptions,
): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? initialValue ?? false,
    () => initialValue ?? false,
  );
}
