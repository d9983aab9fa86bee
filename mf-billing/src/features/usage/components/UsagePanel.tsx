import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import type { UsagePanelProps } from '@evergreen/domain/contracts';
import { messageOf } from '@evergreen/domain/errors';
import { usageCounter } from '@evergreen/domain/sharing';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type UsageLevel, usageLevel, usagePercent } from '../usage-level';

const BAR_COLOR: Record<UsageLevel, string> = { normal: 'teal', warning: 'orange', critical: 'red' };

/** The error catalogue's fallback (domain's ERRORS.subscriptionLoad). */
const LOAD_FAILED = msg`Failed to load subscription data`;

const APPROACHING_LIMIT_TEXT = msg`Consider upgrading your plan to continue adding memorials or collaborators.`;

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const level = usageLevel(used, limit);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {usageCounter(used, limit)}
        </Text>
      </Group>
      <Progress
        value={usagePercent(used, limit)}
        color={BAR_COLOR[level]}
        aria-label={`${label}: ${usageCounter(used, limit)}`}
      />
    </Stack>
  );
}

/** The usage and limits card (spec section 2), exposed as `mf_billing/UsagePanel`. */
export function UsagePanel(_props: UsagePanelProps) {
  const myPlan = useMyPlan();
  const { i18n, t } = useLingui();
  if (myPlan.isPending) return <Loader size="sm" role="status" aria-label={t`Loading your plan`} />;
  if (myPlan.isError) {
    return (
      <ErrorPanel
        title={t`Error`}
        message={messageOf(myPlan.error, i18n._(LOAD_FAILED))}
        onRetry={() => void myPlan.refetch()}
      />
    );
  }
  const { plan, gravesCount, collaboratorsCount } = myPlan.data;
  const name = plan.name;
  const approaching =
    usageLevel(gravesCount, plan.maxGraves) !== 'normal' ||
    usageLevel(collaboratorsCount, plan.maxCollaborators) !== 'normal';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="usage-panel-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="usage-panel-title">
            <Trans>{name} Plan</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Current usage & limits</Trans>
          </Text>
        </Stack>
        <UsageBar label={t`Memorials`} used={gravesCount} limit={plan.maxGraves} />
        <UsageBar label={t`Collaborators`} used={collaboratorsCount} limit={plan.maxCollaborators} />
        {approaching && (
          <Alert
            color="orange"
            variant="light"
            title={t`Approaching Limit`}
            icon={<IconAlertTriangle aria-hidden="true" />}
          >
            {i18n._(APPROACHING_LIMIT_TEXT)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
