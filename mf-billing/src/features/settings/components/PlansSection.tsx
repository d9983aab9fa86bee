import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { PLANS, type Plan } from '@evergreen/domain/plans';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMyPlan } from '../../../api/get-my-plan';
import { usePriceIds } from '../api/get-billing-plans';
import { useStartCheckout } from '../api/start-checkout';
import type { Notify } from './banner';

/** Spec section 2: each card lists at most four features. */
const FEATURES_SHOWN = 4;

function PlanCard({
  plan,
  current,
  busy,
  disabled,
  onChoose,
}: {
  plan: Plan;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      style={
        plan.mostPopular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={3} size="h4" id={titleId}>
            {plan.name}
          </Title>
          {plan.mostPopular && <Badge variant="filled">Most Popular</Badge>}
        </Group>
        <Text>
          <Text span fz={28} fw={700}>
            ${plan.price}
          </Text>
          <Text span c="dimmed" size="sm">
            /month
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
        <List
          size="sm"
          spacing={6}
          icon={<IconCheck size={16} aria-hidden="true" color="var(--mantine-color-green-8)" />}
          style={{ flexGrow: 1 }}
        >
          {plan.features.slice(0, FEATURES_SHOWN).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {current ? (
          <Button variant="default" disabled fullWidth>
            Current Plan
          </Button>
        ) : (
          plan.price > 0 && (
            <Button
              fullWidth
              variant={plan.mostPopular ? 'filled' : 'outline'}
              onClick={onChoose}
              loading={busy}
              disabled={disabled}
            >
              Choose {plan.name}
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}

export function PlansSection({ notify }: { notify: Notify }) {
  const myPlan = useMyPlan();
  const priceIds = usePriceIds();
  const checkout = useStartCheckout();
  const currentId = myPlan.data?.plan.id;

  const choose = (plan: Plan) => {
    notify(null);
    const priceId = priceIds.data?.[plan.id];
    if (!priceId) {
      notify({ kind: 'error', text: messageOf(priceIds.error, ERRORS.checkout) });
      return;
    }
    checkout.mutate(priceId, {
      onError: (error) => notify({ kind: 'error', text: messageOf(error, ERRORS.checkout) }),
    });
  };

  return (
    <Stack component="section" aria-labelledby="plans-title" gap="md">
      <Title order={2} size="h3" id="plans-title">
        Choose Your Plan
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === currentId}
            busy={checkout.isPending && checkout.variables === priceIds.data?.[plan.id]}
            // Until the current plan is known, no one can buy what they may already have.
            disabled={!myPlan.isSuccess || checkout.isPending || checkout.isSuccess}
            onChoose={() => choose(plan)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
