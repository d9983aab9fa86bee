// The contact form (spec sections 3 and 5): its categories and the bounds the contact-message function and the
// contact_messages table enforce. The edge function repeats them (Deno cannot import this package);
// packages/backend/test/public/contact-message.test.ts keeps the two equal.

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'feature', 'bug', 'privacy'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** What the Category select shows for each value; the spec names only the values. */
export const CONTACT_CATEGORY_LABELS: Readonly<Record<ContactCategory, string>> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  billing: 'Billing Question',
  feature: 'Feature Request',
  bug: 'Bug Report',
  privacy: 'Privacy Concern',
};

/** Longest accepted value of each field, in characters after trimming. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** Spec: the form's state (section 3); Full Name, Email Address, Subject and Message are required (section 5). */
export interface ContactForm {
  name: string;
  email: string;
  category: ContactCategory;
  subject: string;
  message: string;
}

/** The answer to a 6th message within an hour from one address (HTTP 429). */
export const CONTACT_RATE_LIMIT_MESSAGE = 'Too many messages. Please try again later.';

/** When the send failed and the server said nothing a person can act on (no connection, an unexpected answer). */
export const CONTACT_SEND_FAILED =
  'Your message could not be sent. Please check your connection and try again.';
