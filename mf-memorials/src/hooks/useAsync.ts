import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'success'; data: T; error?: undefined };

/**
 * Runs a load when its inputs change and keeps its state; `reload` runs it again while still showing the
 * current data. An answer that arrives after the inputs changed is dropped, so a slow old request never
 * overwrites a newer one.
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: DependencyList,
): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reloading = useRef(false);

  // The caller's deps decide when to load again (`load` is a new closure on every render).
  useEffect(() => {
    let current = true;
    const keepData = reloading.current;
    reloading.current = false;
    setState((previous) => (keepData && previous.status === 'success' ? previous : { status: 'loading' }));
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [...deps, version]);

  const reload = useCallback(() => {
    reloading.current = true;
    setVersion((value) => value + 1);
  }, []);
  return { ...state, reload };
}
