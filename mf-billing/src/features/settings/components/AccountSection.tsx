import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { isSubscriptionActive } from '@evergreen/domain/subscription';
import { useSessionStore } from '@evergreen/supabase-client';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import type { Notify } from './banner';

/** Not a spec text: the spec has no "Manage Subscription"; the function's own message is shown when it gives one. */
const PORTAL_FAILED = msg`Failed to open subscription management`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** "Visa" from "visa", as a card is usually named. */
function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

export function AccountSection({ notify }: { notify: Notify }) {
  const email = useSessionStore((state) => state.user?.email ?? '');
  const myPlan = useMyPlan();
  const portal = useOpenBillingPortal();
  const { i18n, t } = useLingui();
  const manage = () => {
    notify(null);
    portal.mutate(undefined, {
      onError: (error) => notify({ kind: 'error', text: messageOf(error, i18n._(PORTAL_FAILED)) }),
    });
  };
  const subscription = myPlan.data?.subscription;
  const card = subscription?.cardBrand ? brandName(subscription.cardBrand) : t`Card`;
  const last4 = subscription?.cardLast4;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="account-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="account-title">
          <Trans>Account Information</Trans>
        </Title>
        <Row label={t`Email`}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
        </Row>
        {myPlan.isPending && <Loader size="sm" role="status" aria-label={t`Loading your plan`} />}
        {myPlan.isError && (
          <Text c="red.8" size="sm" role="alert">
            {i18n._(ERRORS.subscriptionLoad)}
          </Text>
        )}
        {myPlan.isSuccess && (
          <>
            <Row label={t`Current Plan`}>
              <Group gap="xs">
                <Text fw={500}>{myPlan.data.plan.name}</Text>
                {isSubscriptionActive(myPlan.data.subscription) && (
                  // Filled in the theme's primary colour: light green text on pale green fails contrast (axe).
                  <Badge variant="filled">
                    <Trans>Active</Trans>
                  </Badge>
                )}
              </Group>
            </Row>
            {myPlan.data.subscription.cardLast4 && (
              <Row label={t`Payment Method`}>
                <Text fw={500}>
                  <Trans>
                    {card} ending in {last4}
                  </Trans>
                </Text>
              </Row>
            )}
            {myPlan.data.plan.id !== 'free' && (
              <Button
                variant="default"
                onClick={manage}
                loading={portal.isPending}
                disabled={portal.isSuccess}
                style={{ alignSelf: 'flex-start' }}
              >
                <Trans>Manage Subscription</Trans>
              </Button>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
