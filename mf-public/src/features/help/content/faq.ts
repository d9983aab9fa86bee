import { PLAN_TEXTS } from '@evergreen/domain/plan-texts';
import { PLANS, UNLIMITED } from '@evergreen/domain/plans';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatUsd } from '../../../shared/format';
import { POLICY } from '../../../shared/policy';

/** Spec section 3: FAQ item (id, question, answer, category). */
export type FaqCategory = 'getting-started' | 'features' | 'sharing' | 'privacy' | 'billing';

/** A message, or a text composed in the reader's language when read (e.g. from the plan table). */
export type FaqText = MessageDescriptor | ((i18n: I18n) => string);

export interface FaqItem {
  /** Also the item's anchor: /help#faq-<id> opens it. */
  id: string;
  question: FaqText;
  answer: FaqText;
  category: FaqCategory;
}

export function faqText(text: FaqText, i18n: I18n): string {
  return typeof text === 'function' ? text(i18n) : i18n._(text);
}

export const FAQ_CATEGORIES: readonly { id: FaqCategory; label: MessageDescriptor }[] = [
  { id: 'getting-started', label: msg`Getting Started` },
  { id: 'features', label: msg`Features` },
  { id: 'sharing', label: msg`Sharing` },
  { id: 'privacy', label: msg`Privacy` },
  { id: 'billing', label: msg`Billing` },
];

const freeMemorials = PLANS[0]?.maxGraves ?? 5;
const { supportResponseHours } = POLICY;

/**
 * The plans answer from the plan table, in the reader's language: "The plans keep 5 / 25 / unlimited memorials: Free
 * ($0 a month): up to 5 memorials; …".
 */
function plansAnswer(i18n: I18n): string {
  const memorialCounts = PLANS.map((plan) =>
    plan.maxGraves === UNLIMITED ? i18n._(msg`unlimited`) : i18n.number(plan.maxGraves),
  ).join(' / ');
  const planSummary = PLANS.map((plan) => {
    const name = i18n._(PLAN_TEXTS[plan.id].name);
    const price = formatUsd(i18n.locale, plan.price);
    const maxGraves = plan.maxGraves;
    return maxGraves === UNLIMITED
      ? i18n._(msg`${name} (${price} a month): unlimited memorials`)
      : i18n._(msg`${name} (${price} a month): up to ${maxGraves} memorials`);
  }).join('; ');
  return i18n._(
    msg`The plans keep ${memorialCounts} memorials: ${planSummary}. There is also a Lifetime plan at $129 one-time, with no monthly payment; write to us with the category Billing to get it.`,
  );
}

function supportAnswer(i18n: I18n): string {
  const supportHours = i18n._(POLICY.supportHours);
  return i18n._(
    msg`We answer every message within ${supportResponseHours} hours during our support hours: ${supportHours}. Priority support on the Personal and Family plans means your messages are answered first.`,
  );
}

export const FAQ: readonly FaqItem[] = [
  {
    id: 'create-memorial',
    category: 'getting-started',
    question: msg`How do I create a memorial?`,
    answer: msg`Sign in, open your dashboard and choose Add Memorial. Four short steps ask for the name and dates, photos, the story and epitaph, and the place of rest. Only the full name is required: you can move back and forth between the steps and add the rest later from the Edit page.`,
  },
  {
    id: 'free-to-start',
    category: 'getting-started',
    question: msg`Is Evergreen Memorials free?`,
    answer: msg`Yes, the Free plan costs nothing and keeps up to ${freeMemorials} memorials, with public sharing, location mapping and photos. Paid plans add room and features when you need them.`,
  },
  {
    id: 'demo-memorial',
    category: 'getting-started',
    question: msg`Can I see an example before signing up?`,
    answer: msg`Yes. The demo memorial at /graves/demo shows what a public memorial looks like to family and visitors: photos, dates, story, the place of rest on a map and visitors’ memories.`,
  },
  {
    id: 'add-photos',
    category: 'features',
    question: msg`How do I add photos?`,
    answer: msg`Each memorial has a photo of the person and a photo of the grave. Add them while creating the memorial or later on its Edit page. Image files such as PNG and JPG are accepted, up to 10MB each.`,
  },
  {
    id: 'grave-location',
    category: 'features',
    question: msg`How do I mark where the grave is?`,
    answer: msg`In the location step, search for the cemetery by name (type at least 3 characters), use your current location, or click the map to place the pin. Add the cemetery name, section and plot number so visitors can find the exact spot.`,
  },
  {
    id: 'reminders',
    category: 'features',
    question: msg`How do reminders work?`,
    answer: msg`From a memorial, choose Add Reminder and pick its type (a visit, a birthday, a death anniversary, maintenance or your own message), a start date and how often it repeats: once, weekly, monthly, every 3 months, twice a year or yearly. We e-mail you when a reminder is due, and the Reminders page lists what is overdue, due today and upcoming. Completing a repeating reminder moves it to its next date; you can also add your reminders to your calendar app.`,
  },
  {
    id: 'visitor-memories',
    category: 'features',
    question: msg`Can family and friends leave memories?`,
    answer: msg`Yes. Anyone who is signed in and can see a memorial can add a memory to it. Authors can edit or delete their own memories, and the owner of the memorial can remove any memory.`,
  },
  {
    id: 'qr-code',
    category: 'features',
    question: msg`Can I put a QR code on the headstone?`,
    answer: msg`Yes. Every memorial has a QR code that leads to its public page; download it as SVG or PNG from the memorial’s page in your dashboard to print it on a plaque or a card.`,
  },
  {
    id: 'share-with-family',
    category: 'sharing',
    question: msg`How do I share a memorial with my family?`,
    answer: msg`Open the memorial and choose Share. Enter the e-mail address of the person and choose a role: viewer or editor (viewer is the default). They see the memorial in their dashboard once they sign in with that e-mail address. You can remove a collaborator at any time.`,
  },
  {
    id: 'viewer-or-editor',
    category: 'sharing',
    question: msg`What is the difference between a viewer and an editor?`,
    answer: msg`A viewer can see the memorial, even while it is private. An editor can also change its details and photos. Only the owner can share the memorial, remove collaborators or delete it. The number of collaborators per memorial depends on your plan.`,
  },
  {
    id: 'public-link',
    category: 'sharing',
    question: msg`How do I make a memorial public and share its link?`,
    answer: msg`On the memorial’s Edit page, tick the public option and save. Anyone with its link can then read it without an account, and signed-in visitors can leave memories. Copy the link from the memorial’s page, or share its QR code.`,
  },
  {
    id: 'who-can-see',
    category: 'privacy',
    question: msg`Who can see my memorials?`,
    answer: msg`A private memorial is seen only by you and the collaborators you invited. A public memorial can be read by anyone with its link and may be found by search engines. You can switch between private and public at any time.`,
  },
  {
    id: 'email-shown',
    category: 'privacy',
    question: msg`Is my e-mail address shown to other people?`,
    answer: msg`No. Memories you leave show your name, never your e-mail address, and sharing always starts from an e-mail address the owner already knows.`,
  },
  {
    id: 'export-data',
    category: 'privacy',
    question: msg`How do I export my data?`,
    answer: msg`In Settings, choose Export Data to download your profile, memorials, reminders and memories as a JSON file, or Download everything (.zip) to keep them with every photo in one archive that you can import again into any account.`,
  },
  {
    id: 'delete-account',
    category: 'privacy',
    question: msg`How do I delete my account?`,
    answer: msg`In Settings, choose Delete Account and then Confirm Delete. Your account, memorials, photos, reminders and memories are removed and you are signed out. This cannot be undone, so export your data first.`,
  },
  {
    id: 'plans',
    category: 'billing',
    question: msg`What plans are there and how many memorials do they include?`,
    answer: plansAnswer,
  },
  {
    id: 'downgrade',
    category: 'billing',
    question: msg`What happens to my memorials if my plan ends?`,
    answer: msg`Nothing is deleted. Memorials above the limit of your new plan become read-only: you can still see and share them, and you can edit them again when you upgrade or bring the count under the limit.`,
  },
  {
    id: 'upgrade-or-cancel',
    category: 'billing',
    question: msg`How do I upgrade, change card or cancel?`,
    answer: msg`In Settings, choose a plan to upgrade. On a paid plan, Manage Subscription lets you change your card or cancel. Payments are processed securely by Stripe; we never see your full card number.`,
  },
  {
    id: 'support-hours',
    category: 'billing',
    question: msg`How quickly does support answer?`,
    answer: supportAnswer,
  },
];
