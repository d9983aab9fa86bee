// Issue 29's notifications on a server of their own (a send-notifications run mails everything due on it): who may
// read and write preferences and follows, the e-mails of a new memory (at once, or in a daily digest), a followed
// memorial's anniversary, and the one-click unsubscribe of RFC 8058.
import { describe, expect, it } from 'vitest';
import type { SentMail } from '../../src/mail/mailer.ts';
import { postMemory } from '../fixtures.ts';
import { type Person, useReminderServer } from '../reminders/reminder-helpers.ts';

const world = useReminderServer('notifications');
const { mailsTo } = world;

async function run(at?: string): Promise<number> {
  const key = world.server.context.keys.serviceRoleKey;
  const response = await fetch(`${world.server.url}/functions/v1/send-notifications`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(at ? { body: JSON.stringify({ at }) } : {}),
  });
  const body = (await response.json()) as { sent: number };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.sent;
}

async function memorial(owner: Person, fields: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await world.service
    .from('graves')
    .insert({ user_id: owner.id, full_name: 'Eleanor Grace Whitfield', is_public: true, ...fields })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id as string;
}

async function leaveMemory(author: Person, graveId: string, text = 'She taught me to plant tulips.') {
  const { error } = await postMemory(author.client, graveId, text);
  expect(error).toBeNull();
}

const unsubscribeLink = (mail: SentMail | undefined) =>
  /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

describe('who may read and change notification settings and follows', () => {
  it('keeps preferences to their person', async () => {
    const me = await world.person('prefs-me');
    const stranger = await world.person('prefs-stranger');
    const anon = (await world.person('prefs-anon')).client;
    await anon.auth.signOut();

    const mine = await me.client
      .from('notification_preferences')
      .insert({ memory_emails: 'daily', editor_memory_emails: true })
      .select('memory_emails')
      .single();
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual({ memory_emails: 'daily' });
    expect(
      (await stranger.client.from('notification_preferences').select('*').eq('user_id', me.id)).data,
    ).toEqual([]);
    const forSomeoneElse = await stranger.client
      .from('notification_preferences')
      .insert({ user_id: me.id, memory_emails: 'off' });
    expect(forSomeoneElse.error?.code).toBe('42501');
    const changed = await stranger.client
      .from('notification_preferences')
      .update({ memory_emails: 'off' })
      .eq('user_id', me.id)
      .select();
    expect(changed.data).toEqual([]);
    expect((await anon.from('notification_preferences').select('*')).data ?? []).toEqual([]);
    await me.client.from('notification_preferences').delete().eq('user_id', me.id);
    expect((await me.client.from('notification_preferences').select('memory_emails')).data).toEqual([
      { memory_emails: 'daily' },
    ]);
  });

  it('lets a signed-in person follow a public memorial only, and read and end only their own follows', async () => {
    const owner = await world.person('follow-owner');
    const follower = await world.person('follow-follower');
    const stranger = await world.person('follow-stranger');
    const publicId = await memorial(owner);
    const privateId = await memorial(owner, { is_public: false });

    expect(
      (await follower.client.from('memorial_followers').insert({ grave_id: publicId })).error,
    ).toBeNull();
    const hidden = await follower.client.from('memorial_followers').insert({ grave_id: privateId });
    expect(hidden.error?.code).toBe('42501');
    const asSomeoneElse = await stranger.client
      .from('memorial_followers')
      .insert({ grave_id: publicId, user_id: follower.id });
    expect(asSomeoneElse.error?.code).toBe('42501');
    // Nobody but the follower learns who follows, not even the owner.
    expect((await owner.client.from('memorial_followers').select('*').eq('grave_id', publicId)).data).toEqual(
      [],
    );
    expect(
      (await stranger.client.from('memorial_followers').delete().eq('grave_id', publicId).select()).data,
    ).toEqual([]);
    expect((await follower.client.from('memorial_followers').select('grave_id')).data).toEqual([
      { grave_id: publicId },
    ]);
    await stranger.client.auth.signOut();
    const anonymous = await stranger.client.from('memorial_followers').insert({ grave_id: publicId });
    expect(anonymous.error?.code).toBe('42501');
  });

  it('leaves the queue and the unsubscribe to the service role', async () => {
    const someone = await world.person('rpc-someone');
    for (const [name, args] of [
      ['claim_memory_notifications', {}],
      ['claim_follow_anniversaries', {}],
      ['unsubscribe_notifications', { recipient: someone.id, kind: 'memories' }],
      ['release_memory_notifications', { notification_ids: [] }],
    ] as const) {
      const { error } = await someone.client.rpc(name, args);
      expect(error?.code, name).toBe('42501');
    }
  });
});

describe('send-notifications', () => {
  it('mails the owner and opted-in editors once when a visitor leaves a memory, with one-click unsubscribe', async () => {
    const owner = await world.person('instant-owner');
    const editor = await world.person('instant-editor');
    const visitor = await world.person('instant-visitor');
    const graveId = await memorial(owner);
    const shared = await world.service
      .from('grave_managers')
      .insert({ grave_id: graveId, user_id: editor.id, role: 'editor', invited_email: editor.email });
    expect(shared.error).toBeNull();

    await leaveMemory(visitor, graveId);
    await Promise.all([run(), run()]);
    await run();

    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('A new memory of Eleanor Grace Whitfield');
    expect(mail?.text).toContain('"She taught me to plant tulips."');
    expect(mail?.text).toContain(`${world.server.context.options.siteUrl}/dashboard/grave/${graveId}`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(mail)).toMatch(/\/functions\/v1\/unsubscribe\?token=/);
    // People reading the local mailbox see the headers too.
    const page = await (await fetch(`${world.server.url}/mailbox`)).text();
    expect(page).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Editors only when they opt in; the author never.
    expect(await mailsTo(editor.email)).toEqual([]);
    expect(await mailsTo(visitor.email)).toEqual([]);
    await editor.client.from('notification_preferences').insert({ editor_memory_emails: true });

    // One click, signed out: no more of these e-mails.
    const clicked = await fetch(unsubscribeLink(mail), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    await leaveMemory(visitor, graveId, 'Another spring.');
    await run();
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(editor.email)).toHaveLength(1);
  });

  it('gathers a daily digest, sent once a day after 08:00 in the recipient’s time zone', async () => {
    const owner = await world.person('digest-owner');
    await owner.client.from('profiles').update({ time_zone: 'Pacific/Auckland' }).eq('id', owner.id);
    await owner.client.from('notification_preferences').insert({ memory_emails: 'daily' });
    const visitor = await world.person('digest-visitor');
    const first = await memorial(owner, { full_name: 'Arthur Penrose' });
    const second = await memorial(owner, { full_name: 'Mabel Penrose' });
    await leaveMemory(visitor, first, 'First');
    await leaveMemory(visitor, second, 'Second');
    await leaveMemory(visitor, first, 'Third');

    // 2031-03-14 18:59 UTC is 07:59 on March 15 in Auckland (NZDT); 19:00 is 08:00.
    await run('2031-03-14T18:59:00Z');
    expect(await mailsTo(owner.email)).toEqual([]);
    await run('2031-03-14T19:00:00Z');
    await run('2031-03-14T23:00:00Z');
    const [digest, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Your daily digest: 3 new memories');
    expect(digest?.text.indexOf('Arthur Penrose')).toBeLessThan(digest?.text.indexOf('Mabel Penrose') ?? 0);
    expect(digest?.text).toContain('"Third"');
    expect(digest?.headers?.['List-Unsubscribe']).toBeDefined();
  });

  it('mails a follower the anniversary and the new memories of a public memorial until they unsubscribe', async () => {
    const owner = await world.person('anniversary-owner');
    const follower = await world.person('anniversary-follower');
    const visitor = await world.person('anniversary-visitor');
    const graveId = await memorial(owner, { birth_date: '1931-05-12', death_date: '2020-02-29' });
    expect((await follower.client.from('memorial_followers').insert({ grave_id: graveId })).error).toBeNull();

    await run('2031-05-12T10:00:00Z');
    await run('2031-05-12T11:00:00Z');
    // A death on Feb 29 is remembered on Feb 28 in other years.
    await run('2031-02-28T10:00:00Z');
    const anniversaries = await mailsTo(follower.email);
    expect(anniversaries.map((mail) => mail.subject).sort()).toEqual([
      'Today is the anniversary of the death of Eleanor Grace Whitfield',
      'Today is the birthday of Eleanor Grace Whitfield',
    ]);
    expect(anniversaries.find((mail) => mail.subject.includes('birthday'))?.text).toContain(
      'was born on May 12, 1931, 100 years ago today.',
    );

    await leaveMemory(visitor, graveId, 'We miss you.');
    await run();
    const [memoryMail] = await mailsTo(follower.email);
    expect(memoryMail?.subject).toBe('A new memory of Eleanor Grace Whitfield');
    expect(memoryMail?.text).toContain(`/graves/${graveId}`);

    const link = unsubscribeLink(memoryMail);
    // A person opening the link is sent to the confirm page; only a POST unsubscribes.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/\/unsubscribe\?token=/);
    const tampered = await fetch(
      link.replace(/.(?=$)/, (char) => (char === 'A' ? 'B' : 'A')),
      { method: 'POST' },
    );
    expect(tampered.status).toBe(400);
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect((await follower.client.from('memorial_followers').select('grave_id')).data).toEqual([]);

    await leaveMemory(visitor, graveId, 'Still here.');
    await run();
    await run('2032-05-12T10:00:00Z');
    expect(await mailsTo(follower.email)).toHaveLength(3);
  });
});
