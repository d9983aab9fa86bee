import { ConfirmDialog } from '@evergreen/design-system/ConfirmButton';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { formatDateIn } from '@evergreen/domain/dates';
import { messageOf } from '@evergreen/domain/errors';
import { isSupport, type ModerationDecision, type ReportReason } from '@evergreen/domain/moderation';
import { paths } from '@evergreen/domain/paths';
import { useSessionStore } from '@evergreen/supabase-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDecideReport } from '../api/decide-report';
import { type ReportedItem, useModerationQueue } from '../api/get-moderation-queue';

const REASON_LABELS: Readonly<Record<ReportReason, MessageDescriptor>> = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  false_information: msg`False information`,
  family: msg`I am family and should manage this memorial`,
  other: msg`Other`,
};

function ReportedCard({
  item,
  deciding,
  onDecide,
}: {
  item: ReportedItem;
  deciding: boolean;
  onDecide: (decision: ModerationDecision) => void;
}) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const name = item.full_name;
  const count = item.reports;
  const first = formatDateIn(i18n.locale, item.first_reported_at, 'short');
  const reasons = item.reasons
    .map((reason) => (reason in REASON_LABELS ? i18n._(REASON_LABELS[reason as ReportReason]) : reason))
    .join(', ');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={item.memory_id ? t`Memory on the memorial of ${name}` : t`The memorial of ${name}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.publicMemorial(item.grave_id)} fw={600}>
            {name}
          </Anchor>
          <Group gap="xs">
            {item.memory_hidden && (
              <Badge color="orange" variant="light">
                <Trans>Hidden until reviewed</Trans>
              </Badge>
            )}
            <Badge variant="light">{t`${plural(count, { one: '# report', other: '# reports' })}`}</Badge>
          </Group>
        </Group>
        {item.memory_id ? (
          <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
            {item.memory_text}
          </Text>
        ) : (
          <Text c="dimmed">
            <Trans>The memorial itself is reported.</Trans>
          </Text>
        )}
        <Text size="sm">
          <Trans>Reasons: {reasons}</Trans>
        </Text>
        {item.details.map((words, index) => (
          <Text key={`${index}-${words}`} size="sm" c="dimmed" dir="auto">
            “{words}”
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          <Trans>First reported {first}</Trans>
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => onDecide('keep')} loading={deciding}>
            <Trans>Keep</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => onDecide('hide')} disabled={deciding}>
            <Trans>Hide</Trans>
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => setConfirming(true)}
            disabled={deciding}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={item.memory_id ? t`Remove this memory` : t`Remove this memorial`}
        message={
          item.memory_id
            ? t`The memory will be deleted for good.`
            : t`The memorial of ${name} will be deleted for good, with everything on it.`
        }
        confirmLabel={t`Remove`}
        color="red"
        onConfirm={async () => onDecide('remove')}
      />
    </Paper>
  );
}

/**
 * /dashboard/moderation: support's list of open reports, each kept, hidden or removed. The database answers
 * support only (`private.is_support()`); others are told so without asking it.
 */
export function ModerationPage() {
  const { t } = useLingui();
  const support = useSessionStore((state) => isSupport(state.user?.app_metadata));
  const queue = useModerationQueue({ enabled: support });
  const decide = useDecideReport();

  if (!support) {
    return (
      <PageLayout>
        <Alert color="gray" title={t`Moderation`}>
          <Trans>Only the support team can review reports.</Trans>
        </Alert>
      </PageLayout>
    );
  }
  if (queue.isPending) return <LoadingState label={t`Loading reports...`} />;
  return (
    <PageLayout>
      <Stack gap="md">
        <Title order={1}>
          <Trans>Reports to review</Trans>
        </Title>
        {(queue.isError || decide.isError) && (
          <Alert color="red" role="alert" title={t`Error`}>
            {queue.isError
              ? messageOf(queue.error, t`Failed to load reports`)
              : messageOf(decide.error, t`Failed to save the decision`)}
          </Alert>
        )}
        {queue.isSuccess &&
          (queue.data.length === 0 ? (
            <Text c="dimmed">
              <Trans>No open reports. Thank you for keeping memorials safe.</Trans>
            </Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {queue.data.map((item) => (
                <ReportedCard
                  key={item.report_id}
                  item={item}
                  deciding={decide.isPending && decide.variables.reportId === item.report_id}
                  onDecide={(decision) =>
                    decide.mutate({ reportId: item.report_id, decision, graveId: item.grave_id })
                  }
                />
              ))}
            </Stack>
          ))}
      </Stack>
    </PageLayout>
  );
}
