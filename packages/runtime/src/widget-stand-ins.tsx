import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
      <Trans>Try again</Trans>
    </Button>
  );
}

/** A card in the widget's place that says what is unavailable. */
function UnavailableCard({
  title: titleText,
  message,
  retry,
}: {
  title: MessageDescriptor;
  message: MessageDescriptor;
  retry: () => void;
}) {
  const { i18n } = useLingui();
  const title = i18n._(titleText);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Text size="sm" c="dimmed" role="status">
        {i18n._(message)}
      </Text>
      <Group mt="sm">
        <TryAgain retry={retry} />
      </Group>
    </Card>
  );
}

/** A card in the widget's place while it downloads. */
function LoadingCard({ title: titleText, label }: { title: MessageDescriptor; label: MessageDescriptor }) {
  const { i18n } = useLingui();
  const title = i18n._(titleText);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Loader size="sm" role="status" aria-label={i18n._(label)} />
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
  title: MessageDescriptor;
  message: MessageDescriptor;
  retry: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={i18n._(title)}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text role="status">{i18n._(message)}</Text>
      <Group justify="flex-end" mt="lg">
        <TryAgain retry={retry} />
      </Group>
    </Modal>
  );
}

/** An inline widget's stand-in: a card with a loader, then one that says the part is unavailable. */
function cardStandIn(
  title: MessageDescriptor,
  message: MessageDescriptor,
  loadingLabel: MessageDescriptor,
): StandIn<object> {
  return {
    loading: () => <LoadingCard title={title} label={loadingLabel} />,
    unavailable: (_props, retry) => <UnavailableCard title={title} message={message} retry={retry} />,
  };
}

/** A dialog widget's stand-in: nothing while it downloads, then a dialog that says the part is unavailable. */
function dialogStandIn(
  title: MessageDescriptor,
  message: MessageDescriptor,
): StandIn<{ opened: boolean; onClose: () => void }> {
  return {
    loading: () => null,
    unavailable: ({ opened, onClose }, retry) => (
      <UnavailableDialog opened={opened} onClose={onClose} title={title} message={message} retry={retry} />
    ),
  };
}

const REMINDERS = msg`Reminders`;
const REMINDERS_UNAVAILABLE = msg`Reminders are unavailable right now.`;

export const STAND_INS: StandIns = {
  mf_reminders: {
    RemindersCard: cardStandIn(REMINDERS, REMINDERS_UNAVAILABLE, msg`Loading reminders`),
    AddReminderDialog: dialogStandIn(REMINDERS, REMINDERS_UNAVAILABLE),
  },
  mf_billing: {
    UsagePanel: cardStandIn(msg`Your plan`, msg`Your plan is unavailable right now.`, msg`Loading your plan`),
    // An offer to upgrade: while it cannot be made, nothing stands in its place.
    UpgradeBanner: { loading: () => null, unavailable: () => null },
    UpgradeDialog: dialogStandIn(msg`Plans`, msg`Plans are unavailable right now.`),
  },
};
