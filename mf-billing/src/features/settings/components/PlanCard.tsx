import { languageTag } from '@evergreen/domain/locale';
import { planFeatureMessage } from '@evergreen/domain/plan-feature-texts';
import { PLAN_TEXTS } from '@evergreen/domain/plan-texts';
import type { Plan } from '@evergreen/domain/plans';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { displayLocale } from '../../../locale';

/** Spec section 2: each card lists at most four features. */
const FEATURES_SHOWN = 4;

/** A feature in the reader's language; one the plan table does not know (a newer server's) as it came. */
function featureText(i18n: I18n, feature: string): string {
  const message = planFeatureMessage(feature);
  return message ? i18n._(message) : feature;
}

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
  const { i18n } = useLingui();
  const name = plan.name;
  // US dollars in the reader's way of writing money: "$5" in English, "5 $" in German.
  const price = new Intl.NumberFormat(languageTag(displayLocale(i18n.locale)), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(plan.price);
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
          {plan.mostPopular && (
            <Badge variant="filled">
              <Trans>Most Popular</Trans>
            </Badge>
          )}
        </Group>
        <Text>
          <Text span fz={28} fw={700}>
            {price}
          </Text>
          <Text span c="dimmed" size="sm">
            <Trans>/month</Trans>
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {i18n._(PLAN_TEXTS[plan.id].description)}
        </Text>
        <List
          size="sm"
          spacing={6}
          icon={<IconCheck size={16} aria-hidden="true" color="var(--mantine-color-green-8)" />}
          style={{ flexGrow: 1 }}
        >
          {plan.features.slice(0, FEATURES_SHOWN).map((feature) => (
            <List.Item key={feature}>{featureText(i18n, feature)}</List.Item>
          ))}
        </List>
        {current ? (
          <Button variant="default" disabled fullWidth>
            <Trans>Current Plan</Trans>
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
              <Trans>Choose {name}</Trans>
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
