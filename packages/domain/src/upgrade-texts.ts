import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { UpgradeLimit } from './contracts';
import { PHOTOS_PER_MEMORIAL } from './gallery';
import { PLAN_TEXTS } from './plan-texts';
import type { UPGRADE_DIALOG_TEXTS } from './plans';
import type { PlanLimits } from './subscription';

/**
 * The upgrade dialog's words as messages (apart from plan-texts.ts, which the landing page's plan cards load): in
 * English they read exactly as plans.ts and upgrade.ts word them (upgrade-texts.test.ts).
 */

/** The upgrade dialog's titles and texts (plans.ts's UPGRADE_DIALOG_TEXTS), by the limit that led to it. */
export const UPGRADE_DIALOG_MESSAGES = {
  memorials: {
    title: msg`Create More Memorials`,
    text: msg`You've reached your plan's memorial limit. Upgrade to create unlimited memorials and access advanced features.`,
    limitTitle: msg`Memorial Limit Reached`,
  },
  collaborators: {
    title: msg`Add More Collaborators`,
    text: msg`You've reached your plan's collaborator limit. Upgrade to share each memorial with more of your family.`,
    limitTitle: msg`Collaborator Limit Reached`,
  },
  photos: {
    title: msg`Add More Photos`,
    text: msg`You've reached your plan's photo limit. Upgrade to keep more photos in each memorial's gallery.`,
    limitTitle: msg`Photo Limit Reached`,
  },
  customUrls: {
    title: msg`Choose a Custom Address`,
    text: msg`Custom memorial URLs come with the Personal and Family plans. Upgrade to give each memorial an address that is easy to share and to print, such as /graves/eleanor-whitfield.`,
    limitTitle: msg`Custom Memorial URLs`,
  },
  pdfKeepsake: {
    title: msg`Download a PDF Keepsake`,
    text: msg`PDF keepsakes come with the Personal and Family plans. Upgrade to download a memorial as pages to print and keep, or as a booklet for a service with the Family plan.`,
    limitTitle: msg`PDF Keepsakes`,
  },
  familyLinks: {
    title: msg`Link Family Memorials`,
    text: msg`Family links come with the Family plan. Upgrade to link the memorials of parents, children, spouses and siblings and see them as a family tree.`,
    limitTitle: msg`Family Links`,
  },
  visitCounts: {
    title: msg`See How Many Visit`,
    text: msg`Visit counts come with the Family plan. Upgrade to see how many people open each public memorial, day by day.`,
    limitTitle: msg`Visit Counts`,
  },
  bulkImport: {
    title: msg`Import Memorials from a Spreadsheet`,
    text: msg`Bulk import comes with the Family plan. Upgrade to create many memorials at once from a CSV file.`,
    limitTitle: msg`Bulk Import`,
  },
  advancedReminders: {
    title: msg`Share and Schedule Reminders`,
    text: msg`Advanced reminders come with the Family plan. Upgrade to let collaborators follow a memorial's reminders and to be reminded days before a date.`,
    limitTitle: msg`Advanced Reminders`,
  },
} as const satisfies Record<
  keyof typeof UPGRADE_DIALOG_TEXTS,
  Record<'title' | 'text' | 'limitTitle', MessageDescriptor>
>;

/** What a paid plan reads at a limit it cannot buy its way past (upgradeLimitMessage's words, as a message). */
export function upgradeLimitMessageIn(i18n: I18n, limit: UpgradeLimit, plan: PlanLimits): string {
  const name = i18n._(PLAN_TEXTS[plan.id].name);
  switch (limit) {
    case 'memorials': {
      const max = plan.maxGraves;
      return i18n._(
        msg`You've reached your ${name} plan limit of ${plural(max, { one: '# memorial...', other: '# memorials...' })}`,
      );
    }
    case 'collaborators': {
      const max = plan.maxCollaborators;
      return i18n._(
        msg`You've reached your ${name} plan limit of ${plural(max, { one: '# collaborator...', other: '# collaborators...' })}`,
      );
    }
    case 'photos': {
      const photos = PHOTOS_PER_MEMORIAL[plan.id];
      return i18n._(msg`Your ${name} plan allows ${photos} photos per memorial.`);
    }
    case 'customUrls':
      return i18n._(msg`Your ${name} plan includes custom memorial URLs.`);
    case 'pdfKeepsake':
      return i18n._(msg`Your ${name} plan includes PDF keepsakes.`);
    case 'familyLinks':
      return i18n._(msg`Your ${name} plan does not include family links; the Family plan does.`);
    case 'visitCounts':
      return i18n._(msg`Your ${name} plan does not include visit counts; the Family plan does.`);
    case 'bulkImport':
      return i18n._(msg`Your ${name} plan does not include bulk import; the Family plan does.`);
    case 'advancedReminders':
      return i18n._(msg`Your ${name} plan does not include advanced reminders; the Family plan does.`);
  }
}
