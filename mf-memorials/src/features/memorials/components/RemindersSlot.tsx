import type { AddReminderDialogProps, RemindersCardProps } from '@evergreen/domain/contracts';
import { Button, Card, Loader, Text, Title } from '@mantine/core';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { loadReminderWidget } from '../../../remotes/reminder-widgets';

/**
 * Where the reminders of this memorial go: the "Reminders" button opens `mf_reminders/AddReminderDialog`, and
 * the sidebar shows `mf_reminders/RemindersCard`. Both come from the reminders remote at run time, each inside
 * its own error boundary, so when that remote is down the rest of the page still works and the slot says so.
 */

class WidgetBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The reminders remote could not be shown', error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * A lazy widget, made again after "Try again" (React keeps a failed lazy component failed). A remote that cannot
 * be downloaded is expected (it is down, or a Storybook has no remotes): it is only a warning and `unavailable`,
 * never an error for a boundary, which is kept for widgets that throw while rendering.
 */
function useWidget<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const [attempt, setAttempt] = useState(0);
  const [unavailable, setUnavailable] = useState(false);
  // Each attempt is a new download; `load` is the same request every time.
  const Widget = useMemo(
    () =>
      lazy(async () => {
        try {
          return await load();
        } catch (error) {
          console.warn('The reminders remote could not be loaded', error);
          setUnavailable(true);
          return { default: NoWidget as ComponentType<Props> };
        }
      }),
    [attempt],
  );
  const retry = () => {
    setUnavailable(false);
    setAttempt((count) => count + 1);
  };
  return { Widget, unavailable, retry };
}

function NoWidget() {
  return null;
}

function SidebarCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reminders-slot">
      <Title order={2} size="h4" id="reminders-slot" mb="sm">
        Reminders
      </Title>
      {children}
    </Card>
  );
}

function RemindersSidebar({ graveId }: { graveId: string }) {
  const { Widget, unavailable, retry } = useWidget<RemindersCardProps>(() =>
    loadReminderWidget('RemindersCard'),
  );
  const unavailableCard = (again: () => void) => (
    <SidebarCard>
      <Text size="sm" c="dimmed" role="status">
        Reminders are unavailable right now.
      </Text>
      <Button variant="default" size="xs" mt="sm" onClick={again}>
        Try again
      </Button>
    </SidebarCard>
  );
  if (unavailable) return unavailableCard(retry);
  return (
    <WidgetBoundary onRetry={retry} fallback={unavailableCard}>
      <Suspense
        fallback={
          <SidebarCard>
            <Loader size="sm" role="status" aria-label="Loading reminders" />
          </SidebarCard>
        }
      >
        <Widget graveId={graveId} />
      </Suspense>
    </WidgetBoundary>
  );
}

function RemindersButton({ graveId }: { graveId: string }) {
  const [opened, setOpened] = useState(false);
  const { Widget, unavailable, retry } = useWidget<AddReminderDialogProps>(() =>
    loadReminderWidget('AddReminderDialog'),
  );
  const button = (disabled: boolean) => (
    <Button variant="default" disabled={disabled} onClick={() => setOpened(true)}>
      Reminders
    </Button>
  );
  return (
    <WidgetBoundary onRetry={retry} fallback={() => button(true)}>
      {/* The dialog loads with the page, so the button works at once and is disabled if it cannot load. */}
      <Suspense fallback={button(true)}>
        {button(unavailable)}
        <Widget graveId={graveId} opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    </WidgetBoundary>
  );
}

export function RemindersSlot({ graveId, placement }: { graveId: string; placement: 'actions' | 'sidebar' }) {
  return placement === 'actions' ? (
    <RemindersButton graveId={graveId} />
  ) : (
    <RemindersSidebar graveId={graveId} />
  );
}
