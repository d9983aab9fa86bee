import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { NotFound } from '@evergreen/design-system/NotFound';
import type { RemoteName, RouteMount } from '@evergreen/domain/contracts';
import { Suspense, use } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation, useRoutes } from 'react-router-dom';
import { forgetRemote, remoteRoutes } from './registry';

interface RemoteRoutesProps {
  remote: RemoteName;
  mount: RouteMount;
}

function MountedRoutes({ remote, mount }: RemoteRoutesProps) {
  const routes = use(remoteRoutes(remote))[mount] ?? [];
  return useRoutes(routes) ?? <NotFound homeHref={mount === 'dashboard' ? '/dashboard' : '/'} />;
}

function RemoteUnavailable({ resetErrorBoundary }: FallbackProps) {
  return (
    <ErrorPanel
      title="This page could not be loaded"
      message="Part of Evergreen Memorials is not reachable right now. Check your connection and try again."
      onRetry={resetErrorBoundary}
    />
  );
}

/**
 * Renders the routes a remote contributes at this mount point. A remote that is down, or that fails while
 * rendering, shows an error panel inside the layout; the rest of the app keeps working.
 */
export function RemoteRoutes({ remote, mount }: RemoteRoutesProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={RemoteUnavailable}
      onError={(error) => console.error(`Remote ${remote} failed`, error)}
      onReset={() => forgetRemote(remote)}
      resetKeys={[pathname]}
    >
      <Suspense fallback={<LoadingState label="Loading..." />}>
        <MountedRoutes remote={remote} mount={mount} />
      </Suspense>
    </ErrorBoundary>
  );
}
