import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { WidgetModules } from './contracts';
import { loadWidget } from './widgets';

type WidgetName<Remote extends keyof WidgetModules> = keyof WidgetModules[Remote] & string;

/** The props a widget takes, from its module's default export in the contracts. */
export type WidgetProps<
  Remote extends keyof WidgetModules,
  Name extends WidgetName<Remote>,
> = WidgetModules[Remote][Name] extends { default: ComponentType<infer Props extends object> }
  ? Props
  : never;

export interface WidgetSlotProps<Remote extends keyof WidgetModules, Name extends WidgetName<Remote>> {
  remote: Remote;
  name: Name;
  props: WidgetProps<Remote, Name>;
  /**
   * What stands in the widget's place when its remote cannot be reached or the widget fails while rendering;
   * `retry` downloads it again (React keeps a failed lazy component failed, so a retry makes a new one).
   */
  fallback: (retry: () => void) => ReactNode;
  /** What shows while the widget downloads; the fallback when not given. */
  loading?: ReactNode;
  /** What shows beside the widget once it has arrived (a button that opens a dialog widget). */
  children?: ReactNode;
}

function NoWidget() {
  return null;
}

/**
 * A widget of another remote, downloaded when it is first rendered, with the caller's fallback when that remote is
 * down. A download failure is expected (the remote is down, or a Storybook has no remotes), so it is a warning and
 * never reaches the error boundary, which is kept for a widget that arrived but throws while rendering.
 */
export function WidgetSlot<Remote extends keyof WidgetModules, Name extends WidgetName<Remote>>({
  remote,
  name,
  props,
  fallback,
  loading,
  children,
}: WidgetSlotProps<Remote, Name>) {
  const [attempt, setAttempt] = useState(0);
  const [unavailable, setUnavailable] = useState(false);
  const Widget = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType<WidgetProps<Remote, Name>> }> => {
        try {
          return (await loadWidget(remote, name)) as { default: ComponentType<WidgetProps<Remote, Name>> };
        } catch (error) {
          console.warn(`${remote}/${name} could not be loaded; showing its stand-in`, error);
          setUnavailable(true);
          return { default: NoWidget };
        }
      }),
    // Each attempt is a new download of the same widget.
    [remote, name, attempt],
  );
  const retry = () => {
    setUnavailable(false);
    setAttempt((count) => count + 1);
  };
  if (unavailable) return fallback(retry);
  return (
    <ErrorBoundary
      onError={(error) => console.error(`${remote}/${name} could not be shown`, error)}
      onReset={retry}
      fallbackRender={({ resetErrorBoundary }) => fallback(resetErrorBoundary)}
    >
      <Suspense fallback={loading === undefined ? fallback(retry) : loading}>
        {children}
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
