import { ERRORS } from '@evergreen/domain/errors';
import type { Plan } from '@evergreen/domain/plans';
import { errorText } from '@evergreen/domain/server-errors';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { useLingui } from '@lingui/react/macro';
import { usePriceIds } from '../api/get-billing-plans';
import { useStartCheckout } from '../api/start-checkout';

/**
 * Buying a plan, for every place that sells one (the settings page's plan cards and the upgrade dialog): the
 * plan's price id from the database, then the checkout page. A failure is handed to `onError` as the text to show.
 */
export function useChoosePlan(onError: (text: string) => void) {
  const myPlan = useMyPlan();
  const priceIds = usePriceIds();
  const checkout = useStartCheckout();
  const { i18n } = useLingui();

  const choose = (plan: Plan) => {
    const priceId = priceIds.data?.[plan.id];
    if (!priceId) {
      onError(errorText(i18n, priceIds.error, ERRORS.checkout));
      return;
    }
    checkout.mutate(priceId, {
      onError: (error) => onError(errorText(i18n, error, ERRORS.checkout)),
    });
  };

  return {
    currentPlanId: myPlan.data?.plan.id,
    choose,
    /** The plan whose checkout is being opened. */
    busy: (plan: Plan) => checkout.isPending && checkout.variables === priceIds.data?.[plan.id],
    // Until the current plan is known, no one can buy what they may already have; until the prices are (or have
    // failed, which a click then says), a quick click would fail for nothing; once checkout answered, the page is
    // leaving for it.
    disabled: !myPlan.isSuccess || priceIds.isPending || checkout.isPending || checkout.isSuccess,
  };
}
