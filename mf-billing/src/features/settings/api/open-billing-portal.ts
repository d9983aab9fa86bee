import { paths } from '@evergreen/domain/paths';
import { useMutation } from '@tanstack/react-query';
import { callFunction, FunctionCallError } from './functions';
import { goTo } from './go-to';

/** Asks the billing-portal function for the page where a paid user switches plan or cancels; answers its address. */
export async function openBillingPortal(): Promise<string> {
  const answer = await callFunction('billing-portal', {
    return_url: `${window.location.origin}${paths.settings}`,
  });
  const url = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'url') : undefined;
  if (typeof url !== 'string') throw new FunctionCallError(undefined);
  return url;
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: () => openBillingPortal(), onSuccess: (url) => goTo(url) });
}
