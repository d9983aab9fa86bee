import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { WidgetModules } from './contracts';
import { STAND_INS, type StandIn } from './widget-stand-ins';
import { loadWidget } from './widgets';

export type WidgetName<Remote extends keyof WidgetModules> = keyof WidgetModules[Remote] & string;

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
}

function NoWidget() {
  return null;
}

/**
 * A widget of another remote, downloaded when it is first rendered, with its contract's stand-in (widget-stand-ins)
 * while it downloads and when that remote is down. A download failure is expected (the remote is down, or a Storybook has no remotes), so it is a warning and
 * never reaches the error boundary, which is kept for a widget that arrived but throws while rendering.
 */
export function WidgetSlot<Remote extends keyof WidgetModules, Name extends WidgetName<Remote>>({
  remote,
  name,
  props,
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
  // The table is typed per remote and name; indexed by the generic pair, TypeScript widens it, so it is narrowed back.
  const standIn = STAND_INS[remote][name] as StandIn<WidgetProps<Remote, Name>>;
  if (unavailable) return standIn.unavailable(props, retry);
  return (
    <ErrorBoundary
      onError={(error) => console.error(`${remote}/${name} could not be shown`, error)}
      onReset={retry}
      fallbackRender={({ resetErrorBoundary }) => standIn.unavailable(props, resetErrorBoundary)}
    >
      <Suspense fallback={standIn.loading(props)}>
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
