import { paths } from '@evergreen/domain/paths';
import { seesUpgradePrompts } from '@evergreen/domain/plans';
import type { PlanLimits } from '@evergreen/domain/subscription';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';

/** Replaces the wizard when the plan's memorial limit is reached; paid plans see no upgrade prompt. */
export function LimitReached({ plan }: { plan: PlanLimits }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const upgrade = seesUpgradePrompts(plan);
  const planName = plan.name;
  const limitMessage = t`${plural(plan.maxGraves, {
    one: `You've reached your ${planName} plan limit of # memorial...`,
    other: `You've reached your ${planName} plan limit of # memorials...`,
  })}`;
  return (
    <Stack maw={560} mx="auto" py="xl" px="md">
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack gap="md" align="center">
          <Title order={1}>
            <Trans>Memorial Limit Reached</Trans>
          </Title>
          <Text>{limitMessage}</Text>
          {upgrade && (
            <Text c="dimmed">
              <Trans>Upgrade your plan to keep preserving the memories of everyone you love.</Trans>
            </Text>
          )}
          <Group justify="center">
            {upgrade && (
              <Button component={Link} to={paths.settings}>
                <Trans>Upgrade Plan</Trans>
              </Button>
            )}
            <Button variant={upgrade ? 'default' : 'filled'} onClick={() => navigate(paths.dashboard)}>
              <Trans>Back to Dashboard</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
