import { paths } from '@evergreen/domain/paths';
import { memorialLimitMessage, seesUpgradePrompts } from '@evergreen/domain/plans';
import type { PlanLimits } from '@evergreen/domain/subscription';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';

/** Replaces the wizard when the plan's memorial limit is reached; paid plans see no upgrade prompt. */
export function LimitReached({ plan }: { plan: PlanLimits }) {
  const navigate = useNavigate();
  const upgrade = seesUpgradePrompts(plan);
  return (
    <Stack maw={560} mx="auto" py="xl" px="md">
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack gap="md" align="center">
          <Title order={1}>Memorial Limit Reached</Title>
          <Text>{memorialLimitMessage(plan.name, plan.maxGraves)}</Text>
          {upgrade && (
            <Text c="dimmed">Upgrade your plan to keep preserving the memories of everyone you love.</Text>
          )}
          <Group justify="center">
            {upgrade && (
              <Button component={Link} to={paths.settings}>
                Upgrade Plan
              </Button>
            )}
            <Button variant={upgrade ? 'default' : 'filled'} onClick={() => navigate(paths.dashboard)}>
              Back to Dashboard
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
