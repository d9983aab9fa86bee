import type { Plan } from '@evergreen/domain/plans';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';

/** Spec section 2: each card lists at most four features. */
const FEATURES_SHOWN = 4;

/** One plan's card, on the settings page and in the upgrade dialog: price, features and the way to buy it. */
export function PlanCard({
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
  const titleId = `${useId()}-title`;
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
