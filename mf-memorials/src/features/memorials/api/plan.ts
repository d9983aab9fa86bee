import type { Plan } from '@evergreen/domain/plans';
import { planOf } from '@evergreen/domain/subscription';
import { getSupabase } from '@evergreen/supabase-client';

export interface PlanUsage {
  plan: Plan;
  gravesCount: number;
  collaboratorsCount: number;
}

/** The user's plan (from the subscription's price id) and what they use of it. */
export async function getPlanUsage(userId: string): Promise<PlanUsage> {
  const supabase = getSupabase();
  const [subscription, graves] = await Promise.all([
    supabase.from('user_subscription').select('*').maybeSingle(),
    supabase.from('graves').select('id').eq('user_id', userId),
  ]);
  if (subscription.error) throw subscription.error;
  if (graves.error) throw graves.error;
  const ids = graves.data.map((grave) => grave.id);
  let collaboratorsCount = 0;
  if (ids.length > 0) {
    const { count, error } = await supabase
      .from('grave_managers')
      .select('id', { count: 'exact', head: true })
      .in('grave_id', ids);
    if (error) throw error;
    collaboratorsCount = count ?? 0;
  }
  return { plan: planOf(subscription.data), gravesCount: ids.length, collaboratorsCount };
}
