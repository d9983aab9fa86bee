import type { ErrorPanelProps } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { REMOTE_MOUNTS, type RemoteName, type RouteMount } from '@evergreen/domain/contracts';
import { paths } from '@evergreen/domain/paths';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, use, useMemo } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { isPageWithoutData, type RemoteRoutesModule } from './contracts';
import { type CatalogLoader, useCatalog } from './messages';
import { PageData } from './page-data';

/**
 * How every host mounts a remote's routes: the shell for each remote it loads over the network, and a remote's
 * standalone dev host (and its tests) for the remote's own module. One function, so a remote's tests exercise
 * what the shell does: the same paths, 404 page and error panels.
 */

/** The remote's code could not be fetched (down, offline, a bad deployment): the reader's connection may help. */
export class RemoteLoadError extends Error {
  constructor(remote: RemoteName, options?: { cause?: unknown }) {
    super(`${remote} could not be loaded`, options);
    this.name = 'RemoteLoadError';
  }
}

/** A remote's routes module: at hand (dev host, tests) or arriving over the network (the shell). */
export type RoutesSource = () => RemoteRoutesModule | Promise<RemoteRoutesModule>;

interface RemoteMountProps {
  remote: RemoteName;
  mount: RouteMount;
  load: RoutesSource;
  /** Before rendering again after "Try again", e.g. forget a failed download so it is fetched anew. */
  onRetry?: () => void;
}

// Shown at an unknown address only: its code comes when it is shown (inside the mount's Suspense), not with every
// first visit of `/` (0.9 KiB gz).
const NotFound = lazy(() =>
  import('@evergreen/design-system/NotFound').then(({ NotFound }) => ({ default: NotFound })),
);

// Shown when a remote fails only: its code (Mantine's Alert and its close button, 3 KiB gz) comes then, not with every
// first visit of `/`.
const ErrorPanel = lazy(() =>
  import('@evergreen/design-system/ErrorPanel').then(({ ErrorPanel }) => ({ default: ErrorPanel })),
);

/**
 * The same words, unstyled, when the panel's own code cannot be fetched either (the reader went offline): the
 * failure is still said where it happened, with its retry.
 */
function PlainErrorPanel({ title, message, onRetry, retryLabel }: ErrorPanelProps) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {retryLabel ?? t`Try again`}
        </button>
      )}
    </div>
  );
}

function LazyErrorPanel(props: ErrorPanelProps) {
  return (
    <ErrorBoundary fallbackRender={() => <PlainErrorPanel {...props} />}>
      <Suspense fallback={null}>
        <ErrorPanel {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Each top-level route inside the page's QueryClient, unless its page reads no data (PAGE_WITHOUT_DATA). */
function withPageData(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    if (isPageWithoutData(route)) return route;
    const { Component: Page, ...rest } = route;
    const page = Page ? <Page /> : (route.element ?? <Outlet />);
    return { ...rest, element: <PageData>{page}</PageData> };
  });
}

const withoutMessages: CatalogLoader = async () => ({ messages: {} });

function MountedRoutes({ remote, mount, load }: Pick<RemoteMountProps, 'remote' | 'mount' | 'load'>) {
  const source = load();
  // The shell's source keeps one promise per remote, so use() sees the same promise on every render.
  const module = source instanceof Promise ? use(source) : source;
  useCatalog(remote, module.messages ?? withoutMessages);
  const routes = useMemo(() => withPageData(module[mount] ?? []), [module, mount]);
  return useRoutes(routes) ?? <NotFound homeHref={mount === 'dashboard' ? paths.dashboard : paths.home} />;
}

/** Fetching failed and rendering failed read differently: a page that throws is not the connection's fault. */
export function RemoteErrorPanel({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useLingui();
  if (error instanceof RemoteLoadError) {
    return (
      <LazyErrorPanel
        title={t`This page could not be loaded`}
        message={t`Part of Evergreen Memorials is not reachable right now. Check your connection and try again.`}
        onRetry={resetErrorBoundary}
      />
    );
  }
  return (
    <LazyErrorPanel
      title={t`Something went wrong on this page`}
      message={t`This page stopped because of an error on our side. Try again, and if it happens again, come back later: the rest of Evergreen Memorials still works.`}
      onRetry={resetErrorBoundary}
    />
  );
}

/** A remote's routes at one mount, inside an error boundary: its failure stays in this part of the layout. */
export function RemoteMount({ remote, mount, load, onRetry }: RemoteMountProps) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <ErrorBoundary
      FallbackComponent={RemoteErrorPanel}
      onError={(error) => console.error(`Remote ${remote} failed`, error)}
      onReset={onRetry}
      resetKeys={[pathname]}
    >
      <Suspense fallback={<LoadingState label={t`Loading...`} />}>
        <MountedRoutes remote={remote} mount={mount} load={load} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The route a host adds for a remote at one mount point (a splat under REMOTE_MOUNTS, e.g. "/dashboard/*"),
 * or none when the remote has nothing there.
 */
export function remoteMountRoute(
  remote: RemoteName,
  mount: RouteMount,
  load: RoutesSource,
  onRetry?: () => void,
): RouteObject[] {
  const base = REMOTE_MOUNTS[remote][mount];
  if (base === undefined) return [];
  return [
    {
      path: `${base.replace(/\/$/, '')}/*`,
      element: <RemoteMount remote={remote} mount={mount} load={load} onRetry={onRetry} />,
    },
  ];
}

/** Every mount of one remote whose module is at hand: what a standalone host and a remote's tests render. */
export function remoteRoutesAt(remote: RemoteName, module: RemoteRoutesModule): RouteObject[] {
  return (Object.keys(REMOTE_MOUNTS[remote]) as RouteMount[]).flatMap((mount) =>
    remoteMountRoute(remote, mount, () => module),
  );
}
