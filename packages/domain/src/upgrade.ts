/** What the upgrade dialog says to a plan that cannot be upgraded past the limit it met (paid plans). */
import type { UpgradeLimit } from './contracts';
import { PHOTOS_PER_MEMORIAL, photoLimitMessage } from './gallery';
import {
  collaboratorLimitMessage,
  customUrlsMessage,
  memorialLimitMessage,
  pdfKeepsakeMessage,
  planLacksFeatureMessage,
} from './plans';
import type { PlanLimits } from './subscription';

export function upgradeLimitMessage(limit: UpgradeLimit, plan: PlanLimits): string {
  switch (limit) {
    case 'memorials':
      return memorialLimitMessage(plan.name, plan.maxGraves);
    case 'collaborators':
      return collaboratorLimitMessage(plan.name, plan.maxCollaborators);
    case 'photos':
      return photoLimitMessage(plan.name, PHOTOS_PER_MEMORIAL[plan.id]);
    case 'customUrls':
      return customUrlsMessage(plan.name);
    case 'pdfKeepsake':
      return pdfKeepsakeMessage(plan.name);
    default:
      return planLacksFeatureMessage(plan.name, limit);
  }
}
