import type { PlanId } from '@evergreen/domain/plans';
import { queryKeys } from '@evergreen/domain/query-keys';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The price id that buys each plan (none for Free): the database holds them, the app hard-codes none. */
export type PriceIds = Partial<Record<PlanId, string>>;

export async function getPriceIds(): Promise<PriceIds> {
  const { data, error } = await getSupabase().rpc('billing_plans');
  if (error) throw error;
  const prices: PriceIds = {};
  for (const row of data) {
    if (row.price_id && (row.plan_id === 'personal' || row.plan_id === 'family')) {
      prices[row.plan_id] = row.price_id;
    }
  }
  return prices;
}

export const priceIdsQueryOptions = () =>
  queryOptions({
    // Under the plan root: a plan change refreshes it with every limit.
    queryKey: [...queryKeys.planUsage(), 'price-ids'] as const,
    queryFn: () => getPriceIds(),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePriceIds() {
  return useQuery(priceIdsQueryOptions());
}
