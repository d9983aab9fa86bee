import { WidgetSlot } from '@evergreen/runtime/widget-slot';
import { Button, Card, Loader, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/**
 * Where the reminders of this memorial go: the "Reminders" button opens `mf_reminders/AddReminderDialog`, and
 * the sidebar shows `mf_reminders/RemindersCard`. Both come from the reminders remote at run time, each inside
 * its own error boundary, so when that remote is down the rest of the page still works and the slot says so.
 */

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
  return (
    <WidgetSlot
      remote="mf_reminders"
      name="RemindersCard"
      props={{ graveId }}
      loading={
        <SidebarCard>
          <Loader size="sm" role="status" aria-label="Loading reminders" />
        </SidebarCard>
      }
      fallback={(retry) => (
        <SidebarCard>
          <Text size="sm" c="dimmed" role="status">
            Reminders are unavailable right now.
          </Text>
          <Button variant="default" size="xs" mt="sm" onClick={retry}>
            Try again
          </Button>
        </SidebarCard>
      )}
    />
  );
}

function RemindersButton({ graveId }: { graveId: string }) {
  const [opened, setOpened] = useState(false);
  const button = (disabled: boolean) => (
    <Button variant="default" disabled={disabled} onClick={() => setOpened(true)}>
      Reminders
    </Button>
  );
  // The dialog loads with the page, so the button works at once, and stays disabled if the dialog cannot load.
  return (
    <WidgetSlot
      remote="mf_reminders"
      name="AddReminderDialog"
      props={{ graveId, opened, onClose: () => setOpened(false) }}
      fallback={() => button(true)}
    >
      {button(false)}
    </WidgetSlot>
  );
}

export function RemindersSlot({ graveId, placement }: { graveId: string; placement: 'actions' | 'sidebar' }) {
  return placement === 'actions' ? (
    <RemindersButton graveId={graveId} />
  ) : (
    <RemindersSidebar graveId={graveId} />
  );
}
