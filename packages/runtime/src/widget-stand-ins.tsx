import { Button, Card, Group, Loader, Modal, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WidgetModules } from './contracts';
import type { WidgetName, WidgetProps } from './widget-slot';

/**
 * What stands in a widget's place, one per widget contract, used by every WidgetSlot: while the widget downloads
 * (`loading`), and when its remote is down or the widget fails while rendering (`unavailable`, with `retry` to
 * download it again). A stand-in copies nothing of the widget: it says plainly that the part is unavailable, so
 * the widget's UI lives only in the remote that owns it.
 */
export interface StandIn<Props> {
  loading: (props: Props) => ReactNode;
  unavailable: (props: Props, retry: () => void) => ReactNode;
}

type StandIns = {
  [Remote in keyof WidgetModules]: {
    [Name in WidgetName<Remote>]: StandIn<WidgetProps<Remote, Name>>;
  };
};

function TryAgain({ retry }: { retry: () => void }) {
  return (
    <Button variant="default" size="xs" onClick={retry}>
      Try again
    </Button>
  );
}

/** A card in the widget's place that says what is unavailable. */
function UnavailableCard({ title, message, retry }: { title: string; message: string; retry: () => void }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Text size="sm" c="dimmed" role="status">
        {message}
      </Text>
      <Group mt="sm">
        <TryAgain retry={retry} />
      </Group>
    </Card>
  );
}

/** A card in the widget's place while it downloads. */
function LoadingCard({ title, label }: { title: string; label: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Loader size="sm" role="status" aria-label={label} />
    </Card>
  );
}

/** A dialog widget's stand-in: opened where the widget would open, saying what is unavailable. */
function UnavailableDialog({
  opened,
  onClose,
  title,
  message,
  retry,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  retry: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text role="status">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <TryAgain retry={retry} />
      </Group>
    </Modal>
  );
}

/** An inline widget's stand-in: a card with a loader, then one that says the part is unavailable. */
function cardStandIn(title: string, message: string, loadingLabel: string): StandIn<object> {
  return {
    loading: () => <LoadingCard title={title} label={loadingLabel} />,
    unavailable: (_props, retry) => <UnavailableCard title={title} message={message} retry={retry} />,
  };
}

/** A dialog widget's stand-in: nothing while it downloads, then a dialog that says the part is unavailable. */
function dialogStandIn(title: string, message: string): StandIn<{ opened: boolean; onClose: () => void }> {
  return {
    loading: () => null,
    unavailable: ({ opened, onClose }, retry) => (
      <UnavailableDialog opened={opened} onClose={onClose} title={title} message={message} retry={retry} />
    ),
  };
}

const REMINDERS_UNAVAILABLE = 'Reminders are unavailable right now.';

export const STAND_INS: StandIns = {
  mf_reminders: {
    RemindersCard: cardStandIn('Reminders', REMINDERS_UNAVAILABLE, 'Loading reminders'),
    AddReminderDialog: dialogStandIn('Reminders', REMINDERS_UNAVAILABLE),
  },
  mf_billing: {
    UsagePanel: cardStandIn('Your plan', 'Your plan is unavailable right now.', 'Loading your plan'),
    // An offer to upgrade: while it cannot be made, nothing stands in its place.
    UpgradeBanner: { loading: () => null, unavailable: () => null },
    UpgradeDialog: dialogStandIn('Plans', 'Plans are unavailable right now.'),
  },
};
