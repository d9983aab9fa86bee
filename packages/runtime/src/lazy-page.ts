import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A page of its own chunk (React.lazy) that can be fetched before it renders. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the page's chunk; once it has settled, the page renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a route's page, with `preload()`. React.lazy calls `then` on what its loader returns: once the
 * chunk is here the loader returns a thenable that answers at once, so the first render takes the page without
 * suspending. Hydration needs that: a page that suspends while the app hydrates the prerendered markup leaves its
 * part dead until the chunk arrives, and an update reaching it meanwhile throws the markup away. A failed
 * download is forgotten, so the error panel's "Try again" fetches it anew.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchPage = () => {
    loading ??= load().then(
      (Page) => {
        loaded = { default: Page };
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const settled = (module: { default: ComponentType<P> }) =>
    // A thenable, not a promise: a promise's `then` always answers in a later task.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable, and this one answers at once.
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<
      typeof module
    >;
  const Page = lazy(() => (loaded ? settled(loaded) : fetchPage()));
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'object' && type !== null && typeof Reflect.get(type, 'preload') === 'function';
}

/** Fetches the chunks of the lazy pages (lazyPage) that `routes`, mounted at `basename`, render at `pathname`. */
export async function preloadPagesAt(
  routes: RouteObject[],
  pathname: string,
  basename?: string,
): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as ReactElement | null | undefined)?.type;
      return isLazyPage(type) ? type.preload() : undefined;
    }),
  );
}
