// The contact page's backend: public.contact_messages (anyone sends, only the service role reads, bounded) and the
// contact-message function (validation, the support mail, the hourly limit per sender address).
import { randomUUID } from 'node:crypto';
import {
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_CATEGORIES as DOMAIN_CATEGORIES,
  CONTACT_LIMITS as DOMAIN_LIMITS,
} from '@evergreen/domain/contact';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  RATE_LIMIT_MESSAGE,
} from '../../supabase/functions/_shared/contact-message.ts';
import { backend, raw, serviceClient, signUp } from '../helpers.ts';
import { fetchFrom, newSender } from './from-address.ts';

interface Answer {
  status: number;
  body: unknown;
}

async function fromAddress(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetchFrom(localAddress)(new URL(path, backend().url), {
    method: 'POST',
    headers: { apikey: backend().anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A supabase-js client whose requests come from `localAddress`, signed in when given an access token. */
function clientFrom(localAddress: string, accessToken?: string): SupabaseClient {
  return createClient(backend().url, backend().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: fetchFrom(localAddress),
      ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {}),
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Visitor',
  email: 'ada.visitor@example.test',
  category: 'billing',
  subject: `Question ${randomUUID()}`,
  message: 'How do I move my memorials to the Family plan?',
  ...overrides,
});

const send = (body: unknown, sender = newSender(), headers?: Record<string, string>) =>
  fromAddress(sender, '/functions/v1/contact-message', body, headers);

interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

async function mailsWithSubject(subject: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${backend().url}/mailbox.json`)).json()) as Mail[];
  return mails.filter((mail) => mail.subject === subject);
}

async function storedWithSubject(subject: string) {
  const { data, error } = await serviceClient().from('contact_messages').select('*').eq('subject', subject);
  if (error) throw error;
  return data;
}

describe('the contact form contract', () => {
  it('is the same in the edge function and the domain package', () => {
    expect(CONTACT_CATEGORIES).toEqual(DOMAIN_CATEGORIES);
    expect(CONTACT_LIMITS).toEqual(DOMAIN_LIMITS);
    expect(RATE_LIMIT_MESSAGE).toBe(CONTACT_RATE_LIMIT_MESSAGE);
  });
});

describe('public.contact_messages', () => {
  it('takes a message from a visitor and from a signed-in user, and shows it to neither', async () => {
    const sender = newSender();
    const visitor = clientFrom(sender);
    const subject = `Direct ${randomUUID()}`;
    const inserted = await visitor.from('contact_messages').insert(message({ subject }));
    expect(inserted.error).toBeNull();
    const user = clientFrom(sender, (await signUp('contact')).accessToken);
    expect((await user.from('contact_messages').insert(message({ subject }))).error).toBeNull();

    const asVisitor = await visitor.from('contact_messages').select('*');
    const asUser = await user.from('contact_messages').select('*');
    // No select privilege at all: a refusal, not an empty list that could hide a policy slip.
    expect(asVisitor.error?.code).toBe('42501');
    expect(asUser.error?.code).toBe('42501');
    expect(await storedWithSubject(subject)).toHaveLength(2);
  });

  it('lets no API role change or delete a message', async () => {
    const subject = `Keep ${randomUUID()}`;
    const sender = newSender();
    expect((await clientFrom(sender).from('contact_messages').insert(message({ subject }))).error).toBeNull();
    const user = clientFrom(sender, (await signUp('contact-del')).accessToken);
    for (const actor of [clientFrom(sender), user]) {
      const changed = await actor
        .from('contact_messages')
        .update({ message: 'changed' })
        .eq('subject', subject);
      const deleted = await actor.from('contact_messages').delete().eq('subject', subject);
      expect(changed.error?.code).toBe('42501');
      expect(deleted.error?.code).toBe('42501');
    }
    const [row] = await storedWithSubject(subject);
    expect(row?.message).toBe(message().message);
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a name over 100 characters', { name: 'n'.repeat(101) }],
    ['a name with a line break', { name: 'Ada\nVisitor' }],
    ['an address without a domain', { email: 'ada@localhost' }],
    ['two addresses', { email: 'a@example.test, b@example.test' }],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@x.io` }],
    ['an unknown category', { category: 'sales' }],
    ['a subject over 200 characters', { subject: 's'.repeat(201) }],
    ['a subject with a line break', { subject: 'Hi\r\nBcc: victim@example.test' }],
    ['an empty message', { message: '' }],
    ['a message over 5000 characters', { message: 'm'.repeat(5001) }],
  ])('refuses %s (CHECK constraint, 400)', async (_what, overrides) => {
    const { error, status } = await clientFrom(newSender())
      .from('contact_messages')
      .insert(message(overrides));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('takes the bounds themselves', async () => {
    const subject = 's'.repeat(200);
    const { error } = await clientFrom(newSender())
      .from('contact_messages')
      .insert(message({ name: 'n'.repeat(100), subject, message: 'm'.repeat(5000), category: 'privacy' }));
    expect(error).toBeNull();
  });

  it("records the sender's address as the gateway saw it, not what the client claims", async () => {
    const subject = `Spoof ${randomUUID()}`;
    const sender = newSender();
    const { status } = await fromAddress(
      sender,
      '/rest/v1/contact_messages',
      { ...message({ subject }), client_ip: '203.0.113.9', created_at: '2000-01-01T00:00:00Z' },
      { 'x-forwarded-for': '198.51.100.7', prefer: 'return=minimal' },
    );
    expect(status).toBe(201);
    const [row] = await storedWithSubject(subject);
    expect(row?.client_ip).toBe(sender);
    // Backdating would hide a message from the hourly count.
    expect(Date.now() - Date.parse(row?.created_at ?? '')).toBeLessThan(60_000);
  });
});

describe('POST /functions/v1/contact-message', () => {
  it('stores the message and mails it to the support inbox, Reply-To the sender', async () => {
    const body = message({ category: 'technical' });
    const answer = await send(body);
    expect(answer).toEqual({ status: 200, body: { sent: true } });

    const mails = await mailsWithSubject(`[Contact] ${body.subject}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'support@evergreen.local', replyTo: body.email });
    expect(mails[0]?.text).toContain(body.message);
    expect(mails[0]?.text).toContain('Category: technical');
    expect(mails[0]?.text).toContain(`From: ${body.name} <${body.email}>`);

    const [row] = await storedWithSubject(body.subject);
    expect(row).toMatchObject({
      name: body.name,
      email: body.email,
      category: 'technical',
      message: body.message,
    });
  });

  it('defaults the category to general and trims the fields', async () => {
    const subject = `Trimmed ${randomUUID()}`;
    const answer = await send({
      name: '  Ada  ',
      email: ' ada@example.test ',
      subject: ` ${subject}\n`,
      message: '  Hello  ',
    });
    expect(answer.status).toBe(200);
    const [row] = await storedWithSubject(subject);
    expect(row).toMatchObject({
      name: 'Ada',
      email: 'ada@example.test',
      category: 'general',
      message: 'Hello',
    });
  });

  it.each([
    ['no name', { name: undefined }, 'Full Name is required'],
    ['a blank name', { name: '  ' }, 'Full Name is required'],
    ['a name that is not text', { name: 42 }, 'Full Name must be text'],
    ['no address', { email: '' }, 'Email Address is required'],
    ['a malformed address', { email: 'ada.example.test' }, 'Email Address must be a valid e-mail address'],
    ['two addresses', { email: 'a@x.test,b@y.test' }, 'Email Address must be a valid e-mail address'],
    [
      'an unknown category',
      { category: 'sales' },
      'Category must be one of general, technical, billing, feature, bug, privacy',
    ],
    ['no subject', { subject: null }, 'Subject is required'],
    ['a long subject', { subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['a control character', { subject: 'Hi\u0007' }, 'Subject contains characters that are not allowed'],
    ['no message', { message: '' }, 'Message is required'],
    ['a long message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %s with 400 and says what is wrong', async (_what, overrides, error) => {
    const body = message(overrides);
    expect(await send(body)).toEqual({ status: 400, body: { error } });
    expect(await storedWithSubject(String(body.subject))).toHaveLength(0);
    expect(await mailsWithSubject(`[Contact] ${String(body.subject)}`)).toHaveLength(0);
  });

  it('refuses a body that is not a JSON object, and methods other than POST', async () => {
    for (const body of [[1, 2], 'text', null]) {
      expect(await send(body)).toEqual({ status: 400, body: { error: 'The body must be a JSON object' } });
    }
    const notJson = await raw('/functions/v1/contact-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'The body must be a JSON object' });
    const get = await raw('/functions/v1/contact-message');
    expect(get.status).toBe(405);
  });

  it('refuses a 6th message within an hour from one address with 429, whatever X-Forwarded-For says', async () => {
    const sender = newSender();
    for (let sent = 0; sent < 5; sent++) {
      expect((await send(message(), sender)).status).toBe(200);
    }
    const sixth = message();
    const refused = await send(sixth, sender, { 'x-forwarded-for': '198.51.100.23' });
    expect(refused).toEqual({ status: 429, body: { error: 'Too many messages. Please try again later.' } });
    expect(await storedWithSubject(sixth.subject)).toHaveLength(0);
    expect(await mailsWithSubject(`[Contact] ${sixth.subject}`)).toHaveLength(0);

    // Writing to the table directly is counted against the same address.
    const direct = await fromAddress(sender, '/rest/v1/contact_messages', message(), {
      prefer: 'return=minimal',
    });
    expect(direct.status).toBe(429);
    expect(direct.body).toMatchObject({ message: 'Too many messages. Please try again later.' });

    // Another sender is not affected.
    expect((await send(message())).status).toBe(200);
  });

  it('counts parallel messages from one address exactly', async () => {
    const sender = newSender();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(message(), sender)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
