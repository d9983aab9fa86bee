import type { UpgradeDialogProps } from '@evergreen/domain/contracts';
import { ERRORS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { PLANS, type Plan, seesUpgradePrompts } from '@evergreen/domain/plans';
import { errorText } from '@evergreen/domain/server-errors';
import { UPGRADE_DIALOG_MESSAGES, upgradeLimitMessageIn } from '@evergreen/domain/upgrade-texts';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePriceIds } from '../api/get-billing-plans';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { PlanCard } from './PlanCard';

/** The paid plans the database sells (those with a price id), to choose one and go to its checkout. */
function PlanChoices({ onError }: { onError: (text: string | null) => void }) {
  const priceIds = usePriceIds();
  const plans = useChoosePlan(onError);
  const { i18n, t } = useLingui();
  if (priceIds.isPending) return <Loader size="sm" role="status" aria-label={t`Loading plans`} />;
  if (priceIds.isError) {
    return (
      <Alert color="red" title={t`Error`} role="alert">
        {errorText(i18n, priceIds.error, ERRORS.subscriptionLoad)}
      </Alert>
    );
  }
  const sold = PLANS.filter((plan) => priceIds.data[plan.id] !== undefined);
  const choose = (plan: Plan) => {
    onError(null);
    plans.choose(plan);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: sold.length > 1 ? 2 : 1 }} spacing="md">
      {sold.map((plan) => (
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
  );
}

/**
 * The upgrade dialog (spec section 2), exposed as `mf_billing/UpgradeDialog`: where a plan limit stops a Free
 * user, the plans and the same checkout as the settings page. A paid plan sees the limit only (spec section 5:
 * paid plans see no upgrade prompts).
 */
export function UpgradeDialog({ opened, onClose, limit }: UpgradeDialogProps) {
  const myPlan = useMyPlan();
  const [error, setError] = useState<string | null>(null);
  const { i18n, t } = useLingui();
  const texts = UPGRADE_DIALOG_MESSAGES[limit];
  const plan = myPlan.data?.plan;
  const upgrading = plan === undefined || seesUpgradePrompts(plan);

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={i18n._(upgrading ? texts.title : texts.limitTitle)}
      size={upgrading ? 'xl' : 'md'}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {myPlan.isPending && <Loader size="sm" role="status" aria-label={t`Loading your plan`} />}
        {myPlan.isError && (
          <Alert color="red" title={t`Error`} role="alert">
            {errorText(i18n, myPlan.error, ERRORS.subscriptionLoad)}
          </Alert>
        )}
        {plan && !upgrading && (
          <>
            <Text>{upgradeLimitMessageIn(i18n, limit, plan)}</Text>
            <Group justify="flex-end">
              <Button onClick={close}>
                <Trans>OK</Trans>
              </Button>
            </Group>
          </>
        )}
        {plan && upgrading && (
          <>
            <Text>{i18n._(texts.text)}</Text>
            {error && (
              <Alert color="red" title={t`Error`} role="alert">
                {error}
              </Alert>
            )}
            <PlanChoices onError={setError} />
            <Group justify="space-between" align="center">
              <Anchor component={Link} to={paths.settings} size="sm">
                <Trans>Compare all plans</Trans>
              </Anchor>
              <Button variant="default" onClick={close}>
                <Trans>Maybe Later</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
