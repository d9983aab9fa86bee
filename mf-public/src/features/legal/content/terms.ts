import { PLAN_TEXTS } from '@evergreen/domain/plan-texts';
import { PLANS, type Plan, UNLIMITED } from '@evergreen/domain/plans';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatUsd } from '../../../shared/format';
import { POLICY } from '../../../shared/policy';
import type { LegalDocument } from './types';

const { minimumAge, priceChangeNoticeDays, supportResponseHours } = POLICY;

/** "Free: $0 a month, up to 5 memorials, 1 collaborator per memorial.", in the reader's language. */
const planLine = (plan: Plan) => (i18n: I18n) => {
  const name = i18n._(PLAN_TEXTS[plan.id].name);
  const price = formatUsd(i18n.locale, plan.price);
  const maxGraves = plan.maxGraves;
  const maxCollaborators = plan.maxCollaborators;
  const memorials =
    maxGraves === UNLIMITED
      ? i18n._(msg`unlimited memorials`)
      : i18n._(msg`${plural(maxGraves, { one: 'up to # memorial', other: 'up to # memorials' })}`);
  const collaborators = i18n._(
    msg`${plural(maxCollaborators, { one: '# collaborator per memorial', other: '# collaborators per memorial' })}`,
  );
  return i18n._(msg`${name}: ${price} a month, ${memorials}, ${collaborators}.`);
};

export const TERMS: LegalDocument = {
  title: msg`Terms of Service`,
  metaTitle: msg`Terms of Service | Evergreen Memorials`,
  metaDescription: msg`The terms for using Evergreen Memorials: accounts, memorials and their content, collaborators, plans and payments, export and account deletion.`,
  lastUpdated: '2026-11-23',
  intro: msg`These terms are the agreement between you and Evergreen Memorials for the use of our website and service. We have tried to write them plainly. Please read them: by creating an account or using the service you accept them.`,
  sections: [
    {
      id: 'using-the-service',
      heading: msg`Who may use Evergreen Memorials`,
      blocks: [
        msg`You must be at least ${minimumAge} years old to create an account. If you are under the age of majority where you live, use the service only with the permission of a parent or guardian.`,
        msg`Anyone may read a public memorial without an account.`,
      ],
    },
    {
      id: 'your-account',
      heading: msg`Your account`,
      blocks: [
        msg`You sign up with your name, your e-mail address and a password of at least 6 characters. Keep your password to yourself: you are responsible for what is done with your account.`,
        msg`Tell us through the contact form if you think someone else has used your account. You can change your password at any time in Settings, or reset it from the sign-in page.`,
      ],
    },
    {
      id: 'memorials',
      heading: msg`Memorials and what you put in them`,
      blocks: [
        msg`A memorial holds what you choose to add: the name and dates of the person, photos, an epitaph, a description, family memories and the location of the grave.`,
        {
          list: [
            msg`A private memorial is seen only by you and the collaborators you invite.`,
            msg`A public memorial can be read by anyone who has its link, without signing in, and signed-in visitors can leave memories on it.`,
            msg`You can switch a memorial between private and public at any time from its edit page.`,
          ],
        },
        msg`What you add remains yours. You give us only the permission we need to store it, show it to the people you chose and make the copies that running the service requires (backups, resized images). That permission ends when you delete the content or your account.`,
        msg`Add only what you have the right to share, and be considerate of the family and friends of the person remembered.`,
      ],
    },
    {
      id: 'collaborators',
      heading: msg`Collaborators`,
      blocks: [
        msg`The owner of a memorial can share it with other people by their e-mail address, each with one of two roles:`,
        {
          list: [
            msg`Viewer: can see the memorial, even while it is private.`,
            msg`Editor: can see the memorial and change its details and photos.`,
          ],
        },
        msg`Only the owner can share a memorial, change who it is shared with, or delete it. How many collaborators a memorial can have depends on the owner’s plan.`,
      ],
    },
    {
      id: 'visitor-memories',
      heading: msg`Memories left by visitors`,
      blocks: [
        msg`Signed-in visitors can leave a memory on a memorial they can see. The memory shows the name of its author. Its author can edit or delete it, and the owner of the memorial can remove it.`,
      ],
    },
    {
      id: 'photos',
      heading: msg`Photos`,
      blocks: [
        msg`You can add a photo of the person and a photo of the grave to each memorial. We accept image files (such as PNG and JPG) of up to 10 MB. Photos of a public memorial are public too.`,
      ],
    },
    {
      id: 'acceptable-use',
      heading: msg`Acceptable use`,
      blocks: [
        msg`Evergreen Memorials is a place of remembrance. Do not use it to:`,
        {
          list: [
            msg`post content that is unlawful, hateful, harassing or that mocks the person remembered or their family;`,
            msg`impersonate someone or create memorials to mislead or defraud;`,
            msg`upload material you have no right to share, or anything that harms our systems or other users;`,
            msg`collect other people’s information from the service.`,
          ],
        },
        msg`We may remove content that breaks these rules and suspend accounts that break them repeatedly. If you believe something on a memorial should be removed, write to us through the contact form.`,
      ],
    },
    {
      id: 'plans-and-payments',
      heading: msg`Plans and payments`,
      blocks: [
        msg`Evergreen Memorials has three plans:`,
        { list: PLANS.map(planLine) },
        msg`Paid plans are monthly subscriptions, charged in advance to your card. Payments are processed by Stripe; we never see or store your full card number, only its brand and last four digits. You can change or cancel your plan at any time in Settings.`,
        msg`We will tell you at least ${priceChangeNoticeDays} days before a price change applies to you, so you can decide whether to continue.`,
        msg`When a paid plan ends, nothing is deleted. If you have more memorials than your new plan allows, the memorials above its limit become read-only: you and your collaborators can still see and share them, and they can be edited again when you upgrade or bring the count under the limit.`,
      ],
    },
    {
      id: 'support-and-ad-free',
      heading: msg`Support, priority support and ad-free`,
      blocks: [
        (i18n) => {
          const supportHours = i18n._(POLICY.supportHours);
          return i18n._(
            msg`We answer every message within ${supportResponseHours} hours during our support hours: ${supportHours}.`,
          );
        },
        {
          list: [
            msg`Priority support (priority e-mail support on the Personal plan, priority support on the Family plan) means your messages are answered before those of the Free plan, in the same support hours.`,
            msg`Ad-free means that no advertising is ever shown on your memorials or your dashboard. Evergreen Memorials shows no advertising today on any plan; if that changes for the Free plan, Personal and Family stay free of it.`,
          ],
        },
      ],
    },
    {
      id: 'export-and-deletion',
      heading: msg`Export and account deletion`,
      blocks: [
        msg`In Settings you can download your profile, memorials, reminders and memories as a JSON file at any time, or everything with every photo as a .zip archive, which you can import again into any account.`,
        msg`You can delete your account in Settings. Deletion asks you to confirm, then removes your account, your profile, your memorials and their photos, your reminders, your memories and your collaborations, and ends your subscription. It cannot be undone, so export first what you want to keep.`,
      ],
    },
    {
      id: 'service-changes',
      heading: msg`Changes to the service and to these terms`,
      blocks: [
        msg`We keep improving the service and may change or retire features. We will not remove your content because of such a change.`,
        msg`When we change these terms in a way that matters, we will tell you by e-mail or in the app before the change applies, and update the date above. If you keep using the service after that, the new terms apply.`,
      ],
    },
    {
      id: 'liability',
      heading: msg`Disclaimers and liability`,
      blocks: [
        msg`We work to keep Evergreen Memorials available and your content safe, but the service is provided as it is, without warranties beyond those the law requires. Keep your own copies of what matters most to you: the export is there for that.`,
        msg`As far as the law allows, our liability to you for any claim about the service is limited to what you paid us in the twelve months before the claim.`,
      ],
    },
    {
      id: 'ending',
      heading: msg`Ending this agreement`,
      blocks: [
        msg`You can stop using the service and delete your account at any time. We may suspend or close accounts that seriously or repeatedly break these terms; where we can, we will warn you first and let you export your data.`,
      ],
    },
    {
      id: 'contact',
      heading: msg`Contact us`,
      blocks: [
        (i18n) => {
          const supportHours = i18n._(POLICY.supportHours);
          return i18n._(
            msg`Questions about these terms are welcome through our contact form. We answer within ${supportResponseHours} hours during our support hours: ${supportHours}.`,
          );
        },
      ],
    },
  ],
};
