import { UNLIMITED } from '@evergreen/domain/plans';

/** Spec section 9: a warning above 80 % of a limit, a red bar above 90 %. */
export const WARNING_ABOVE = 80;
export const CRITICAL_ABOVE = 90;

export type UsageLevel = 'normal' | 'warning' | 'critical';

/** Percentage of the limit used, 0 when unlimited (the bar stays empty: there is no end to approach). */
export function usagePercent(used: number, limit: number): number {
  if (limit === UNLIMITED || limit <= 0) return 0;
  return Math.min(100, (used / limit) * 100);
}

export function usageLevel(used: number, limit: number): UsageLevel {
  const percent = usagePercent(used, limit);
  if (percent > CRITICAL_ABOVE) return 'critical';
  if (percent > WARNING_ABOVE) return 'warning';
  return 'normal';
}
