/** The plan table of spec section 9 and the limit rules of section 5. */

export type PlanId = 'free' | 'personal' | 'family';

/** -1 means unlimited, as the spec and the database say. */
export const UNLIMITED = -1;

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  mode: 'subscription';
  /** Monthly price in US dollars. */
  price: number;
  maxGraves: number;
  maxCollaborators: number;
  hasAdvancedFeatures: boolean;
  mostPopular: boolean;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Start preserving memories at no cost',
    mode: 'subscription',
    price: 0,
    maxGraves: 5,
    maxCollaborators: 1,
    hasAdvancedFeatures: false,
    mostPopular: false,
    features: ['Public sharing', 'Location mapping', 'Basic photo storage', 'Mobile access'],
  },
  {
    id: 'personal',
    name: 'Personal',
    description: 'For keeping the memory of your loved ones',
    mode: 'subscription',
    price: 5,
    maxGraves: 25,
    maxCollaborators: 3,
    hasAdvancedFeatures: true,
    mostPopular: false,
    features: [
      'Basic PDF export',
      'Reminder system',
      'Enhanced photo storage',
      'Custom memorial URLs',
      'Priority email support',
      'Ad-free',
    ],
  },
  {
    id: 'family',
    name: 'Family',
    description: 'For families preserving their whole history together',
    mode: 'subscription',
    price: 10,
    maxGraves: UNLIMITED,
    maxCollaborators: 10,
    hasAdvancedFeatures: true,
    mostPopular: true,
    features: [
      'Rich PDF export',
      'Priority support',
      'Advanced reminder system',
      'Premium photo storage',
      'Family tree integration',
      'Memorial analytics',
      'Bulk import/export',
      'Ad-free',
    ],
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Empty state line of the memorials list. */
export function planMemorialsLine(plan: Pick<Plan, 'name' | 'maxGraves'>): string {
  return plan.maxGraves === UNLIMITED
    ? `${plan.name} Plan: Unlimited memorials`
    : `${plan.name} Plan: Up to ${plan.maxGraves} memorials`;
}

/** Creation is allowed only while the count is under the limit; unknown data never allows it. */
export function canAddMore(used: number | undefined, limit: number | undefined): boolean {
  if (used === undefined || limit === undefined) return false;
  return limit === UNLIMITED || used < limit;
}

export function memorialLimitMessage(planName: string, limit: number): string {
  return `You've reached your ${planName} plan limit of ${limit} ${limit === 1 ? 'memorial' : 'memorials'}...`;
}

export function collaboratorLimitMessage(planName: string, limit: number): string {
  return `You've reached your ${planName} plan limit of ${limit} ${limit === 1 ? 'collaborator' : 'collaborators'}...`;
}

/** Titles and texts of the upgrade dialog (spec section 2), by the limit that led to it. */
export const UPGRADE_DIALOG_TEXTS = {
  memorials: {
    title: 'Create More Memorials',
    text: "You've reached your plan's memorial limit. Upgrade to create unlimited memorials and access advanced features.",
    /** What a paid plan sees instead: the limit, without an upgrade prompt. */
    limitTitle: 'Memorial Limit Reached',
  },
  collaborators: {
    title: 'Add More Collaborators',
    text: "You've reached your plan's collaborator limit. Upgrade to share each memorial with more of your family.",
    limitTitle: 'Collaborator Limit Reached',
  },
  photos: {
    title: 'Add More Photos',
    text: "You've reached your plan's photo limit. Upgrade to keep more photos in each memorial's gallery.",
    limitTitle: 'Photo Limit Reached',
  },
  /** Not a limit but a feature Free lacks (issue 15): the edit page's "Custom address". */
  customUrls: {
    title: 'Choose a Custom Address',
    text: 'Custom memorial URLs come with the Personal and Family plans. Upgrade to give each memorial an address that is easy to share and to print, such as /graves/eleanor-whitfield.',
    limitTitle: 'Custom Memorial URLs',
  },
  /** A feature Free lacks (issue 15): "Download PDF" on a memorial's page. */
  pdfKeepsake: {
    title: 'Download a PDF Keepsake',
    text: 'PDF keepsakes come with the Personal and Family plans. Upgrade to download a memorial as pages to print and keep, or as a booklet for a service with the Family plan.',
    limitTitle: 'PDF Keepsakes',
  },
  /** Family-plan features (issue 15): Free and Personal meet this dialog where the feature would be. */
  familyLinks: {
    title: 'Link Family Memorials',
    text: 'Family links come with the Family plan. Upgrade to link the memorials of parents, children, spouses and siblings and see them as a family tree.',
    limitTitle: 'Family Links',
  },
  visitCounts: {
    title: 'See How Many Visit',
    text: 'Visit counts come with the Family plan. Upgrade to see how many people open each public memorial, day by day.',
    limitTitle: 'Visit Counts',
  },
  bulkImport: {
    title: 'Import Memorials from a Spreadsheet',
    text: 'Bulk import comes with the Family plan. Upgrade to create many memorials at once from a CSV file.',
    limitTitle: 'Bulk Import',
  },
  advancedReminders: {
    title: 'Share and Schedule Reminders',
    text: "Advanced reminders come with the Family plan. Upgrade to let collaborators follow a memorial's reminders and to be reminded days before a date.",
    limitTitle: 'Advanced Reminders',
  },
} as const;

/** What a paid plan sees instead of the custom-address upgrade prompt. */
export function customUrlsMessage(planName: string): string {
  return `Your ${planName} plan includes custom memorial URLs.`;
}

/** What a paid plan sees instead of the PDF keepsake upgrade prompt. */
export function pdfKeepsakeMessage(planName: string): string {
  return `Your ${planName} plan includes PDF keepsakes.`;
}

/** Whether a plan sees upgrade prompts: only Free does (spec section 5); paid plans see plain limit messages. */
export function seesUpgradePrompts(plan: Pick<Plan, 'id'>): boolean {
  return plan.id === 'free';
}

/**
 * Why a memorial over the plan's limit is read-only and how to lift it: the same sentence the database gives in
 * `read_only_reason` (backend supabase/schemas/20_memorials.sql), for when only the plan is at hand.
 */
export function readOnlyMessage(planName: string, limit: number): string {
  return `This memorial is read-only because your ${planName} plan allows ${limit} memorials. Upgrade to edit it again.`;
}

/** What a collaborator reads on a read-only memorial: the plan is its owner's, and only they can lift it. */
export const READ_ONLY_FOR_COLLABORATORS =
  "This memorial is read-only because it is over its owner's plan limit. Only its owner can lift this.";

/**
 * Features only some plans include, by the name their plan card sells. The database gates them by the same names
 * (`private.plan_includes`, backend supabase/schemas/10_profiles_and_plans.sql), so the card, the page and the rules cannot disagree.
 */
export const PLAN_FEATURES = {
  familyLinks: 'Family tree integration',
  visitCounts: 'Memorial analytics',
  bulkImport: 'Bulk import/export',
  advancedReminders: 'Advanced reminder system',
} as const;

export type PlanFeature = keyof typeof PLAN_FEATURES;

/** Whether the plan sells this feature: what the page shows (the database decides what is allowed). */
export function planIncludes(planId: PlanId, feature: PlanFeature): boolean {
  return planById(planId).features.includes(PLAN_FEATURES[feature]);
}

/** What a paid plan without the feature sees instead of an upgrade prompt (paid plans see no prompts). */
export function planLacksFeatureMessage(planName: string, feature: PlanFeature): string {
  return `Your ${planName} plan does not include ${UPGRADE_DIALOG_TEXTS[feature].limitTitle.toLowerCase()}; the Family plan does.`;
}
