// The pure parts of notifications: the unsubscribe token's signature, and how a digest groups what was claimed.
import { describe, expect, it } from 'vitest';
import {
  type ClaimedNotification,
  digestMail,
  groupDigests,
  memoryMail,
} from '../../supabase/functions/_shared/notification-mails.ts';
import {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '../../supabase/functions/_shared/unsubscribe-token.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const GRAVE = '22222222-2222-4222-8222-222222222222';

describe('unsubscribe tokens', () => {
  it('verify what was signed with the same secret, and nothing else', async () => {
    const token = await signUnsubscribeToken({ user: USER, kind: 'follow', grave: GRAVE }, 'secret-one');
    expect(await verifyUnsubscribeToken(token, 'secret-one')).toEqual({
      user: USER,
      kind: 'follow',
      grave: GRAVE,
    });
    expect(await verifyUnsubscribeToken(token, 'secret-two')).toBeUndefined();
    const [payload, signature] = token.split('.');
    const other = await signUnsubscribeToken({ user: USER, kind: 'memories' }, 'secret-one');
    // Another claim's payload under this signature, a cut signature, and rubbish all fail.
    expect(await verifyUnsubscribeToken(`${other.split('.')[0]}.${signature}`, 'secret-one')).toBeUndefined();
    expect(await verifyUnsubscribeToken(`${payload}.${signature?.slice(1)}`, 'secret-one')).toBeUndefined();
    for (const rubbish of ['', '.', 'a.b.c', 'not base64!.x', `${payload}`]) {
      expect(await verifyUnsubscribeToken(rubbish, 'secret-one')).toBeUndefined();
    }
    expect(await verifyUnsubscribeToken(other, 'secret-one')).toEqual({ user: USER, kind: 'memories' });
  });
});

const row = (fields: Partial<ClaimedNotification>): ClaimedNotification => ({
  notification_id: crypto.randomUUID(),
  digest: true,
  digest_date: '2031-03-15',
  user_id: USER,
  email: 'family@example.test',
  locale: 'en',
  reason: 'owner',
  grave_id: GRAVE,
  full_name: 'Arthur Penrose',
  memory_id: crypto.randomUUID(),
  memory_text: 'A memory',
  author_name: 'June',
  pending: false,
  created_at: '2031-03-14T10:00:00Z',
  ...fields,
});

const links = {
  siteUrl: 'https://app.example',
  unsubscribePage: 'https://app.example/unsubscribe?token=t',
  unsubscribeUrl: 'https://api.example/functions/v1/unsubscribe?token=t',
};

describe('digests', () => {
  it('group one digest per recipient, memorial by memorial, oldest first, leaving out mails sent at once', () => {
    const other = '33333333-3333-4333-8333-333333333333';
    const digests = groupDigests([
      row({ memory_text: 'Second', created_at: '2031-03-14T11:00:00Z' }),
      row({
        grave_id: other,
        full_name: 'Mabel Penrose',
        memory_text: 'Third',
        created_at: '2031-03-14T12:00:00Z',
      }),
      row({ memory_text: 'First', created_at: '2031-03-14T09:00:00Z', pending: true, author_name: null }),
      row({ digest: false, memory_text: 'At once' }),
      row({ user_id: other, email: 'editor@example.test', memory_text: 'For the editor' }),
    ]);
    expect(digests.map((digest) => [digest.email, digest.notificationIds.length])).toEqual([
      ['family@example.test', 3],
      ['editor@example.test', 1],
    ]);
    const [family] = digests;
    expect(
      family?.memorials.map((memorial) => [memorial.fullName, memorial.memories.map((m) => m.memory_text)]),
    ).toEqual([
      ['Arthur Penrose', ['First', 'Second']],
      ['Mabel Penrose', ['Third']],
    ]);
    const mail = family && digestMail(family, links);
    expect(mail?.subject).toBe('Your daily digest: 3 new memories');
    expect(mail?.text).toContain('- A visitor: "First" (waits for your approval)');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a pending memory mailed at once says it waits for approval, with the details page; a follower is not asked', () => {
    const pending = memoryMail(row({ digest: false, pending: true }), links);
    expect(pending.subject).toBe('A new memory of Arthur Penrose waits for your approval');
    expect(pending.text).toContain(`Approve or hide it here: https://app.example/dashboard/grave/${GRAVE}`);
    const follower = memoryMail(row({ digest: false, reason: 'follower' }), links);
    expect(follower.subject).toBe('A new memory of Arthur Penrose');
    expect(follower.text).toContain(`https://app.example/graves/${GRAVE}`);
    expect(follower.text).toContain('Unfollow in one click');
  });
});
