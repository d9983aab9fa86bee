import { POLICY } from '../../../shared/policy';
import type { LegalDocument } from './types';

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  metaTitle: 'Privacy Policy | Evergreen Memorials',
  metaDescription:
    'What Evergreen Memorials collects, who can see your memorials, how long we keep your data and how to export or delete it.',
  lastUpdated: 'November 23, 2026',
  intro:
    'Memorials hold some of the most personal things a family has. This policy explains what we collect, why, who can see it, how long we keep it and the choices you have. We do not sell your data and we do not show advertising.',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account: your name, your e-mail address and your password, which we store only as a one-way hash.',
            'Memorials: what you enter (names, dates, epitaph, description, memories, cemetery, section, plot and map location) and the photos you upload.',
            'Memories you leave on other memorials, shown with your name.',
            'Collaborations: which memorials are shared with which accounts, and with which role.',
            'Reminders: their dates, frequency and message.',
            'Plan and payment: your plan, the state of your subscription and your card’s brand and last four digits. Your card itself is handled by Stripe, never by us.',
            'Messages you send us through the contact form.',
            'Usage data: technical records of requests to our servers (time, address, browser and page), used to keep the service running and secure.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      blocks: [
        'We use your information to run the service you asked for: to show your memorials to the people you chose, send the reminders you set, process your plan, answer your messages and keep the service secure. We send reminder and account e-mails only; we send no marketing without your consent.',
      ],
    },
    {
      id: 'who-can-see-what',
      heading: 'Who can see what',
      blocks: [
        {
          list: [
            'A private memorial is visible only to you and to the collaborators you invited, as viewers or editors.',
            'A public memorial, its photos and the memories left on it are visible to anyone with its link, and search engines may find it. Make a memorial private at any time to take it off the public web.',
            'Your e-mail address is never shown to other users. Sharing starts from an e-mail address the owner already knows.',
            'Your reminders, your plan and your payment details are visible only to you.',
          ],
        },
        'These rules are enforced by our database for every request, not only by the pages of the app.',
      ],
    },
    {
      id: 'service-providers',
      heading: 'Service providers',
      blocks: [
        'We share only what each needs with the providers that run parts of the service for us:',
        {
          list: [
            'Stripe, which processes payments and keeps your card details.',
            'Our hosting and database provider, which stores your account, memorials and photos.',
            'Our e-mail provider, which delivers reminders, password resets and answers to your messages.',
            'The map and place-search service, which receives the map area you view and the place names you search for, but not who you are.',
          ],
        },
        'We never sell your information or share it for advertising. We disclose it to authorities only when the law requires us to.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        'We keep your sign-in session and your light or dark display choice in your browser’s local storage. We use no advertising or tracking cookies.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'Your account and your memorials are kept as long as your account exists. When a paid plan ends, your memorials are kept (those above your plan’s limit become read-only), never deleted.',
        `Usage data is kept for up to ${POLICY.usageDataRetentionYears} years, then deleted.`,
        'When you delete your account, we delete your profile, memorials, photos, reminders, memories and collaborations at once. Copies in our backups disappear as those backups expire.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      blocks: [
        {
          list: [
            'See and correct your information in your dashboard and in Settings.',
            'Export your profile, memorials, reminders and memories from Settings, as a JSON file or, with every photo, as a .zip archive.',
            'Make any memorial private, or stop sharing it with a collaborator.',
            'Delete your account and everything in it from Settings.',
          ],
        },
        `For any other request about your data (a copy, a correction, a deletion or a question), write to us through the contact form with the category Privacy. We answer privacy requests within ${POLICY.privacyResponseDays} days.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        `Evergreen Memorials is not meant for children under ${POLICY.minimumAge}, and they may not create an account. If you believe a child under ${POLICY.minimumAge} has given us information, tell us and we will delete it.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'Connections to the service are encrypted, passwords are stored as hashes, and access to every memorial is checked by the database for each request. No system is perfectly secure: if we learn of a breach that affects you, we will tell you without undue delay.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy in a way that matters, we will tell you by e-mail or in the app before the change applies, and update the date above.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Write to us through the contact form. We answer within ${POLICY.supportResponseHours} hours during our support hours (${POLICY.supportHours}) and answer privacy requests within ${POLICY.privacyResponseDays} days.`,
      ],
    },
  ],
};
