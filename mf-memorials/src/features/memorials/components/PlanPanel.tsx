import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { planMemorialsLine } from '@evergreen/domain/plans';
import { usageCounter } from '@evergreen/domain/sharing';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * The stand-in for the billing remote's usage card (`mf_billing/UsagePanel`, see PlanSlot) while that remote is
 * unreachable: the plan line from the domain and the counters, so the dashboard keeps its limits.
 */
export function PlanPanel() {
  const myPlan = useMyPlan();
  if (myPlan.isPending) return <Loader size="sm" role="status" aria-label="Loading your plan" />;
  if (myPlan.isError) {
    return (
      <ErrorPanel
        title="Error"
        message={messageOf(myPlan.error, ERRORS.subscriptionLoad)}
        onRetry={() => void myPlan.refetch()}
      />
    );
  }
  const { plan, gravesCount, collaboratorsCount } = myPlan.data;
  return (
    <Card withBorder radius="md" padding="lg" data-slot="mf-billing/UsagePanel">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {plan.name} Plan
        </Title>
        <Text size="sm">{planMemorialsLine(plan)}</Text>
        <Text size="sm" c="dimmed">
          Memorials: {usageCounter(gravesCount, plan.maxGraves)}
        </Text>
        <Text size="sm" c="dimmed">
          Collaborators: {usageCounter(collaboratorsCount, plan.maxCollaborators)}
        </Text>
        <Anchor component={Link} to={paths.settings} size="sm">
          View Plans
        </Anchor>
      </Stack>
    </Card>
  );
}
