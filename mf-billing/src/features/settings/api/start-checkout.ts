import { paths } from '@evergreen/domain/paths';
import { useMutation } from '@tanstack/react-query';
import { callFunction, FunctionCallError } from './functions';
import { goTo } from './go-to';

/** Where checkout returns: the settings page, telling it how the checkout ended. */
export function checkoutReturnUrls(origin: string) {
  const settings = `${origin}${paths.settings}`;
  return { success_url: `${settings}?success=true`, cancel_url: `${settings}?canceled=true` };
}

/** Asks the payment-checkout function for a checkout page (spec section 7) and answers its address. */
export async function startCheckout(priceId: string): Promise<string> {
  const answer = await callFunction('payment-checkout', {
    price_id: priceId,
    ...checkoutReturnUrls(window.location.origin),
    mode: 'subscription',
  });
  const url = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'url') : undefined;
  if (typeof url !== 'string') throw new FunctionCallError(undefined);
  return url;
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (priceId: string) => startCheckout(priceId),
    onSuccess: (url) => goTo(url),
  });
}
