import { paths } from '@evergreen/domain/paths';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PLAN_CARDS, type PlanCard } from '../content/plan-cards';
import { SectionHeading } from './SectionHeading';

function PlanCardView({ plan }: { plan: PlanCard }) {
  const titleId = `plan-${plan.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="xl"
      shadow={plan.mostPopular ? 'md' : undefined}
      style={
        plan.mostPopular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} id={titleId}>
            {plan.name}
          </Title>
          {plan.mostPopular && (
            <Badge variant="filled" size="lg">
              Most Popular
            </Badge>
          )}
        </Group>
        <Text c="dimmed">{plan.description}</Text>
        <Group gap={4} align="baseline">
          <Text component="span" ff="heading" fw={600} fz={40} lh={1}>
            {plan.price}
          </Text>
          <Text component="span" c="dimmed">
            /month
          </Text>
        </Group>
        <Text fw={500} size="sm">
          {plan.limits}
        </Text>
        <List
          spacing="xs"
          size="sm"
          aria-label={`${plan.name} plan features`}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={13} stroke={2.5} />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={paths.auth}
          variant={plan.mostPopular ? 'filled' : 'default'}
          fullWidth
          size="md"
          aria-label={`Get Started with ${plan.name}`}
        >
          Get Started
        </Button>
      </Stack>
    </Card>
  );
}

export function PlanCards() {
  return (
    <section aria-labelledby="plans-title">
      <SectionHeading
        id="plans-title"
        title="Simple, honest plans"
        intro="Start for free. Upgrade when your family's memorials need more room, and cancel at any time."
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLAN_CARDS.map((plan) => (
          <PlanCardView key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>
    </section>
  );
}
