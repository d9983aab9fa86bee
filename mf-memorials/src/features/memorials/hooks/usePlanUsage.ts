import { canAddMore } from '@evergreen/domain/plans';
import { useAsync } from '../../../hooks/useAsync';
import { getPlanUsage } from '../api/plan';

/** The plan and usage, and whether one more memorial may be created: never while they are unknown. */
export function usePlanUsage(userId: string) {
  const usage = useAsync(() => getPlanUsage(userId), [userId]);
  const canCreate =
    usage.status === 'success' && canAddMore(usage.data.gravesCount, usage.data.plan.maxGraves);
  return { usage, canCreate };
}
