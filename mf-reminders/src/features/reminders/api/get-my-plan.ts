import { queryKeys } from '@evergreen/domain/query-keys';
import { type MyPlan, myPlanFromRow } from '@evergreen/domain/subscription';
import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the fetcher.
import * as self from './get-my-plan';

/** The user's plan as the database decides it (`my_plan()`), for the upgrade dialog's stand-in. */
export async function getMyPlan(): Promise<MyPlan> {
  const { data, error } = await getSupabase().rpc('my_plan').single();
  if (error) throw error;
  return myPlanFromRow(data);
}

/** The shared plan-and-usage key, so the billing remote's writes refresh it here too. */
export const myPlanQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.planUsage(), queryFn: () => self.getMyPlan() });

export function useMyPlan() {
  return useQuery(myPlanQueryOptions());
}
