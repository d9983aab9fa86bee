import { msg } from '@lingui/core/macro';
import { POLICY } from '../../../shared/policy';
import type { LegalDocument } from './types';

const { minimumAge, privacyResponseDays, supportResponseHours, usageDataRetentionYears } = POLICY;

export const PRIVACY: LegalDocument = {
  title: msg`Privacy Policy`,
  metaTitle: msg`Privacy Policy | Evergreen Memorials`,
  metaDescription: msg`What Evergreen Memorials collects, who can see your memorials, how long we keep your data and how to export or delete it.`,
  lastUpdated: '2026-11-23',
  intro: msg`Memorials hold some of the most personal things a family has. This policy explains what we collect, why, who can see it, how long we keep it and the choices you have. We do not sell your data and we do not show advertising.`,
  sections: [
    {
      id: 'what-we-collect',
      heading: msg`What we collect`,
      blocks: [
        {
          list: [
            msg`Account: your name, your e-mail address and your password, which we store only as a one-way hash.`,
            msg`Memorials: what you enter (names, dates, epitaph, description, memories, cemetery, section, plot and map location) and the photos you upload.`,
            msg`Memories you leave on other memorials, shown with your name.`,
            msg`Collaborations: which memorials are shared with which accounts, and with which role.`,
            msg`Reminders: their dates, frequency and message.`,
            msg`Plan and payment: your plan, the state of your subscription and your card’s brand and last four digits. Your card itself is handled by Stripe, never by us.`,
            msg`Messages you send us through the contact form.`,
            msg`Usage data: technical records of requests to our servers (time, address, browser and page), used to keep the service running and secure.`,
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: msg`How we use it`,
      blocks: [
        msg`We use your information to run the service you asked for: to show your memorials to the people you chose, send the reminders you set, process your plan, answer your messages and keep the service secure. We send reminder and account e-mails only; we send no marketing without your consent.`,
      ],
    },
    {
      id: 'who-can-see-what',
      heading: msg`Who can see what`,
      blocks: [
        {
          list: [
            msg`A private memorial is visible only to you and to the collaborators you invited, as viewers or editors.`,
            msg`A public memorial, its photos and the memories left on it are visible to anyone with its link, and search engines may find it. Make a memorial private at any time to take it off the public web.`,
            msg`Your e-mail address is never shown to other users. Sharing starts from an e-mail address the owner already knows.`,
            msg`Your reminders, your plan and your payment details are visible only to you.`,
          ],
        },
        msg`These rules are enforced by our database for every request, not only by the pages of the app.`,
      ],
    },
    {
      id: 'service-providers',
      heading: msg`Service providers`,
      blocks: [
        msg`We share only what each needs with the providers that run parts of the service for us:`,
        {
          list: [
            msg`Stripe, which processes payments and keeps your card details.`,
            msg`Our hosting and database provider, which stores your account, memorials and photos.`,
            msg`Our e-mail provider, which delivers reminders, password resets and answers to your messages.`,
            msg`The map and place-search service, which receives the map area you view and the place names you search for, but not who you are.`,
          ],
        },
        msg`We never sell your information or share it for advertising. We disclose it to authorities only when the law requires us to.`,
      ],
    },
    {
      id: 'cookies',
      heading: msg`Cookies and local storage`,
      blocks: [
        msg`We keep your sign-in session and your light or dark display choice in your browser’s local storage. We use no advertising or tracking cookies.`,
      ],
    },
    {
      id: 'retention',
      heading: msg`How long we keep it`,
      blocks: [
        msg`Your account and your memorials are kept as long as your account exists. When a paid plan ends, your memorials are kept (those above your plan’s limit become read-only), never deleted.`,
        msg`Usage data is kept for up to ${usageDataRetentionYears} years, then deleted.`,
        msg`When you delete your account, we delete your profile, memorials, photos, reminders, memories and collaborations at once. Copies in our backups disappear as those backups expire.`,
      ],
    },
    {
      id: 'your-rights',
      heading: msg`Your choices and rights`,
      blocks: [
        {
          list: [
            msg`See and correct your information in your dashboard and in Settings.`,
            msg`Export your profile, memorials, reminders and memories from Settings, as a JSON file or, with every photo, as a .zip archive.`,
            msg`Make any memorial private, or stop sharing it with a collaborator.`,
            msg`Delete your account and everything in it from Settings.`,
          ],
        },
        msg`For any other request about your data (a copy, a correction, a deletion or a question), write to us through the contact form with the category Privacy. We answer privacy requests within ${privacyResponseDays} days.`,
      ],
    },
    {
      id: 'children',
      heading: msg`Children`,
      blocks: [
        msg`Evergreen Memorials is not meant for children under ${minimumAge}, and they may not create an account. If you believe a child under ${minimumAge} has given us information, tell us and we will delete it.`,
      ],
    },
    {
      id: 'security',
      heading: msg`Security`,
      blocks: [
        msg`Connections to the service are encrypted, passwords are stored as hashes, and access to every memorial is checked by the database for each request. No system is perfectly secure: if we learn of a breach that affects you, we will tell you without undue delay.`,
      ],
    },
    {
      id: 'changes',
      heading: msg`Changes to this policy`,
      blocks: [
        msg`When we change this policy in a way that matters, we will tell you by e-mail or in the app before the change applies, and update the date above.`,
      ],
    },
    {
      id: 'contact',
      heading: msg`Contact us`,
      blocks: [
        (i18n) => {
          const supportHours = i18n._(POLICY.supportHours);
          return i18n._(
            msg`Write to us through the contact form. We answer within ${supportResponseHours} hours during our support hours (${supportHours}) and answer privacy requests within ${privacyResponseDays} days.`,
          );
        },
      ],
    },
  ],
};
