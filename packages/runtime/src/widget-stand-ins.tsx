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
export function UnavailableCard({
  title,
  message,
  retry,
}: {
  title: string;
  message: string;
  retry: () => void;
}) {
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
export function LoadingCard({ title, label }: { title: string; label: string }) {
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
export function UnavailableDialog({
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

const REMINDERS_UNAVAILABLE = 'Reminders are unavailable right now.';
const PLANS_UNAVAILABLE = 'Plans are unavailable right now.';

export const STAND_INS: StandIns = {
  mf_reminders: {
    RemindersCard: {
      loading: () => <LoadingCard title="Reminders" label="Loading reminders" />,
      unavailable: (_props, retry) => (
        <UnavailableCard title="Reminders" message={REMINDERS_UNAVAILABLE} retry={retry} />
      ),
    },
    AddReminderDialog: {
      loading: () => null,
      unavailable: ({ opened, onClose }, retry) => (
        <UnavailableDialog
          opened={opened}
          onClose={onClose}
          title="Reminders"
          message={REMINDERS_UNAVAILABLE}
          retry={retry}
        />
      ),
    },
  },
  mf_billing: {
    UsagePanel: {
      loading: () => <LoadingCard title="Your plan" label="Loading your plan" />,
      unavailable: (_props, retry) => (
        <UnavailableCard title="Your plan" message="Your plan is unavailable right now." retry={retry} />
      ),
    },
    // An offer to upgrade: while it cannot be made, nothing stands in its place.
    UpgradeBanner: { loading: () => null, unavailable: () => null },
    UpgradeDialog: {
      loading: () => null,
      unavailable: ({ opened, onClose }, retry) => (
        <UnavailableDialog
          opened={opened}
          onClose={onClose}
          title="Plans"
          message={PLANS_UNAVAILABLE}
          retry={retry}
        />
      ),
    },
  },
};
