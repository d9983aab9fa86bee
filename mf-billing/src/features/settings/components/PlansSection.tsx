import { PLANS, type Plan } from '@evergreen/domain/plans';
import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useChoosePlan } from '../hooks/use-choose-plan';
import type { Notify } from './banner';
import { PlanCard } from './PlanCard';

export function PlansSection({ notify }: { notify: Notify }) {
  const plans = useChoosePlan((text) => notify({ kind: 'error', text }));

  const choose = (plan: Plan) => {
    notify(null);
    plans.choose(plan);
  };

  return (
    <Stack component="section" aria-labelledby="plans-title" gap="md">
      <Title order={2} size="h3" id="plans-title">
        <Trans>Choose Your Plan</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === plans.currentPlanId}
            busy={plans.busy(plan)}
            disabled={plans.disabled}
            onChoose={() => choose(plan)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
