import { paths } from '@evergreen/domain/paths';
import { UNLIMITED } from '@evergreen/domain/plans';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../shared/format';
import { PLAN_CARDS, type PlanCard } from '../content/plan-cards';
import { SectionHeading } from './SectionHeading';

/** "Up to 5 memorials · 1 collaborator": the plan's two limits, each counted in the reader's language. */
function useLimitsLine(plan: PlanCard): string {
  const { t } = useLingui();
  const maxGraves = plan.maxGraves;
  const maxCollaborators = plan.maxCollaborators;
  const memorials =
    maxGraves === UNLIMITED
      ? t`Unlimited memorials`
      : t`${plural(maxGraves, { one: 'Up to # memorial', other: 'Up to # memorials' })}`;
  const collaborators = t`${plural(maxCollaborators, { one: '# collaborator', other: '# collaborators' })}`;
  return t`${memorials} · ${collaborators}`;
}

function PlanCardView({ plan }: { plan: PlanCard }) {
  const { i18n, t } = useLingui();
  const titleId = `plan-${plan.id}`;
  const name = i18n._(plan.name);
  const limits = useLimitsLine(plan);
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
            {name}
          </Title>
          {plan.mostPopular && (
            <Badge variant="filled" size="lg">
              <Trans>Most Popular</Trans>
            </Badge>
          )}
        </Group>
        <Text c="dimmed">{i18n._(plan.description)}</Text>
        <Group gap={4} align="baseline">
          <Text component="span" ff="heading" fw={600} fz={40} lh={1}>
            {formatUsd(i18n.locale, plan.price)}
          </Text>
          <Text component="span" c="dimmed">
            <Trans>/month</Trans>
          </Text>
        </Group>
        <Text fw={500} size="sm">
          {limits}
        </Text>
        <List
          spacing="xs"
          size="sm"
          aria-label={t`${name} plan features`}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={13} stroke={2.5} />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature.id}>{i18n._(feature)}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={paths.auth}
          variant={plan.mostPopular ? 'filled' : 'default'}
          fullWidth
          size="md"
          aria-label={t`Get Started with ${name}`}
        >
          <Trans>Get Started</Trans>
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
        title={<Trans>Simple, honest plans</Trans>}
        intro={
          <Trans>
            Start for free. Upgrade when your family's memorials need more room, and cancel at any time.
          </Trans>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLAN_CARDS.map((plan) => (
          <PlanCardView key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>
    </section>
  );
}
