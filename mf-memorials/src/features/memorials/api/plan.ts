import { type MyPlan, myPlanFromRow } from '@evergreen/domain/subscription';
import { getSupabase } from '@evergreen/supabase-client';

export type PlanUsage = MyPlan;

/** The user's plan, its limits and what they use of it, as the database decides them (`my_plan()`). */
export async function getPlanUsage(_userId: string): Promise<PlanUsage> {
  const { data, error } = await getSupabase().rpc('my_plan').single();
  if (error) throw error;
  return myPlanFromRow(data);
}
