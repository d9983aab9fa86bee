import { queryKeys } from '@evergreen/domain/query-keys';
import { type MyPlan, myPlanFromRow } from '@evergreen/domain/subscription';
// Through the package's own name, not './client': this subpath is shared on its own, and must reach the one
// client and session store of the root entry rather than bundle copies of them.
import { getSupabase, loadProfileIdentity, useSessionStore } from '@evergreen/supabase-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The queries several apps read, each once: one key and one fetcher, so whichever remote fills the shared cache
 * fills it the same way, and a write anywhere that invalidates the key refreshes every reader.
 */

/** The signed-in user's id; '' only outside the dashboard guard, where nothing of the user is loaded. */
export function useCurrentUserId(): string {
  return useSessionStore((state) => state.user?.id ?? '');
}

/** The user's plan, its limits, usage and subscription, as the database decides them (`my_plan()`). */
export async function getMyPlan(): Promise<MyPlan> {
  const { data, error } = await getSupabase().rpc('my_plan').single();
  if (error) throw error;
  return myPlanFromRow(data);
}

/** The plan-and-usage key: a new memorial in one remote or a plan change in another refreshes every reader. */
export const myPlanQueryOptions = () => queryOptions({ queryKey: queryKeys.planUsage(), queryFn: getMyPlan });

export function useMyPlan() {
  return useQuery(myPlanQueryOptions());
}

export interface Profile {
  full_name: string | null;
  email: string | null;
}

/** The signed-in user's own profile row (RLS lets nobody else read it). */
export function getProfile(userId: string): Promise<Profile> {
  return loadProfileIdentity(getSupabase(), userId);
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: () => getProfile(userId) });

export function useProfile() {
  const userId = useSessionStore((state) => state.user?.id);
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
