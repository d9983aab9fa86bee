// The contact-message edge function (the public /contact page), shared by the Supabase deployment
// (contact-message/index.ts, on Deno) and the local server (src/functions/contact-message.ts, on Node).
// POST {name, email, category, subject, message}: validates, stores the row in public.contact_messages (whose
// trigger refuses a 6th message an hour from one address with 429) and mails it to the support inbox with the
// sender as Reply-To. Answers {sent: true} or {error} with a 4xx. Web standards only.
import { isRecord, json } from './http.ts';
import { type ServerI18n, serverI18n } from './messages/i18n.ts';
import { negotiateLocale } from './messages/locale.ts';

/** Kept equal to `@evergreen/domain/contact` by test/public/contact-message.test.ts (Deno cannot import the package). */
export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'feature', 'bug', 'privacy'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** The same bounds as the table's CHECK constraints (supabase/schemas/60_public_site.sql). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const RATE_LIMIT_MESSAGE = /*i18n*/ 'Too many messages. Please try again later.';
const NOT_STORED = /*i18n*/ 'The message could not be stored: check each field';
const NOT_AN_OBJECT = /*i18n*/ 'The body must be a JSON object';

// No spaces, commas, angle brackets or quotes: the address becomes a Reply-To header, which must hold one mailbox.
const EMAIL = /^[^\s@,;<>"()[\]\\\p{Cc}]+@[^\s@,;<>"()[\]\\\p{Cc}]+\.[^\s@,;<>"()[\]\\\p{Cc}]+$/u;
const CONTROL = /\p{Cc}/u;

export interface ContactMessage {
  name: string;
  email: string;
  category: ContactCategory;
  subject: string;
  message: string;
}

export interface ContactMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  links: string[];
}

/** What stores a message as the service role: resolves, or rejects with the HTTP status and text of the refusal. */
export type StoreContactMessage = (row: ContactMessage & { client_ip: string | null }) => Promise<void>;

export interface ContactMessageDeps {
  store: StoreContactMessage;
  /** Rejects when the mail could not be handed over; the message is stored by then, so the answer is still 200. */
  sendMail: (mail: ContactMail) => Promise<void>;
  /** The support inbox (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The sender's address as the gateway in front of the function saw it; undefined when unknown. */
  clientIp: (request: Request) => string | undefined;
  log?: (line: string) => void;
}

export class ContactRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The form's labels (the contact page's own words), which the refusals name. */
const LABELS = {
  name: /*i18n*/ 'Full Name',
  email: /*i18n*/ 'Email Address',
  subject: /*i18n*/ 'Subject',
  message: /*i18n*/ 'Message',
} as const;

const ENGLISH = serverI18n('en');

/** A required text field: trimmed, not empty, within its bound; `line` fields may not hold control characters. */
function text(
  body: Record<string, unknown>,
  field: keyof typeof LABELS,
  line: boolean,
  i18n: ServerI18n,
): string {
  const value = body[field];
  const label = i18n._(LABELS[field]);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new ContactRefusal(400, i18n._('{label} is required', { label }));
  }
  if (typeof value !== 'string') throw new ContactRefusal(400, i18n._('{label} must be text', { label }));
  // A pasted line break in a name or subject is only whitespace; the subject goes into a mail header.
  const trimmed = line ? value.replace(/[\r\n\t]+/g, ' ').trim() : value.trim();
  const max = CONTACT_LIMITS[field];
  if (trimmed.length > max) {
    throw new ContactRefusal(400, i18n._('{label} must be at most {max} characters', { label, max }));
  }
  if (line && CONTROL.test(trimmed)) {
    throw new ContactRefusal(400, i18n._('{label} contains characters that are not allowed', { label }));
  }
  return trimmed;
}

/**
 * The message of a request body, or a ContactRefusal (400) naming the first field that is wrong, in the sender's
 * language (English when not given).
 */
export function parseContactMessage(body: unknown, i18n: ServerI18n = ENGLISH): ContactMessage {
  if (!isRecord(body)) throw new ContactRefusal(400, i18n._(NOT_AN_OBJECT));
  const name = text(body, 'name', true, i18n);
  const email = text(body, 'email', true, i18n);
  if (!EMAIL.test(email))
    throw new ContactRefusal(400, i18n._('Email Address must be a valid e-mail address'));
  const category = body.category ?? 'general';
  if (typeof category !== 'string' || !(CONTACT_CATEGORIES as readonly string[]).includes(category)) {
    const categories = CONTACT_CATEGORIES.join(', ');
    throw new ContactRefusal(400, i18n._('Category must be one of {categories}', { categories }));
  }
  return {
    name,
    email,
    category: category as ContactCategory,
    subject: text(body, 'subject', true, i18n),
    message: text(body, 'message', false, i18n),
  };
}

export function contactMail(message: ContactMessage, supportEmail: string): ContactMail {
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `[Contact] ${message.subject}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Category: ${message.category}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      'Sent from the contact page. Reply to this mail to answer the sender.',
    ].join('\n'),
    links: [],
  };
}

/**
 * To the sender, in the language their browser asked the page in (Accept-Language): that the message arrived.
 * It repeats nothing they typed, so the form cannot be used to send someone else a text of one's choosing; a reply
 * goes to support.
 */
export function contactConfirmationMail(
  message: Pick<ContactMessage, 'email'>,
  supportEmail: string,
  locale: string,
): ContactMail {
  const i18n = serverI18n(locale);
  return {
    to: message.email,
    replyTo: supportEmail,
    subject: i18n._('We received your message'),
    text: [
      i18n._('Thank you for writing to Evergreen Memorials. Your message has reached us.'),
      '',
      i18n._('We read every message and will answer you at this address as soon as we can.'),
      '',
      i18n._('If you did not write to us, you can ignore this mail.'),
    ].join('\n'),
    links: [],
  };
}

/** The first address of a forwarding header (`client, proxy1, proxy2`), bounded as the table stores it. */
export function firstForwardedAddress(value: string | null): string | undefined {
  const first = value?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : undefined;
}

async function bodyOf(request: Request, i18n: ServerI18n): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ContactRefusal(400, i18n._(NOT_AN_OBJECT));
  }
}

/** `POST /functions/v1/contact-message`. */
export async function contactMessage(request: Request, deps: ContactMessageDeps): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  // The sender's language, as their browser asked for the page: the refusals and the confirmation speak it.
  const locale = negotiateLocale(request.headers.get('accept-language'));
  const i18n = serverI18n(locale);
  let message: ContactMessage;
  try {
    message = parseContactMessage(await bodyOf(request, i18n), i18n);
    await deps.store({ ...message, client_ip: deps.clientIp(request) ?? null });
  } catch (error) {
    // The store's refusals are the English texts above, which are also their messages' ids.
    if (error instanceof ContactRefusal) return json({ error: i18n._(error.message) }, error.status);
    throw error;
  }
  try {
    await deps.sendMail(contactMail(message, deps.supportEmail));
  } catch (error) {
    // Stored already: support reads it from the table; a retry by the sender would only send it twice.
    deps.log?.(
      `Contact message from ${message.email} stored but not mailed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    await deps.sendMail(contactConfirmationMail(message, deps.supportEmail, locale));
  } catch (error) {
    deps.log?.(
      `Contact confirmation to ${message.email} not mailed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return json({ sent: true });
}

/**
 * Stores through `/rest/v1/contact_messages` as the service role. The table's refusals come back as
 * ContactRefusal: 429 (the hourly limit) and 400 (a CHECK constraint) with their text.
 */
export function restContactStore(env: { url: string; serviceRoleKey: string }): StoreContactMessage {
  const base = env.url.replace(/\/$/, '');
  return async (row) => {
    const response = await fetch(`${base}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: env.serviceRoleKey,
        authorization: `Bearer ${env.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(row),
    });
    if (response.ok) return;
    const text = await response.text();
    if (response.status === 429) throw new ContactRefusal(429, RATE_LIMIT_MESSAGE);
    if (response.status === 400) throw new ContactRefusal(400, NOT_STORED);
    throw new Error(`POST /rest/v1/contact_messages answered ${response.status}: ${text}`);
  };
}
