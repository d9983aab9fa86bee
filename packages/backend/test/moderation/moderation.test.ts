import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, postMemory, setPlan, share } from '../fixtures.ts';
import { backend, client, serviceClient, signUp, type TestUser } from '../helpers.ts';

// Issue 29, items 4 and 5: reports, support's decisions and claims, for anon, reporter, owner, editor, viewer,
// stranger and support. One server for the file; each case makes the memorial it needs.

interface SentMail {
  to: string;
  subject: string;
  text: string;
}

let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let reporters: TestUser[];
let support: TestUser;
let grave: GraveRow;

/** A user with the support role: set by the service role, seen in the next session's token. */
async function supportUser(): Promise<TestUser> {
  const user = await signUp('support', 'Sam Support');
  const { error } = await serviceClient().auth.admin.updateUserById(user.id, {
    app_metadata: { role: 'support' },
  });
  if (error) throw error;
  const signedIn = await user.client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (signedIn.error || !signedIn.data.session) throw signedIn.error ?? new Error('no session');
  return { ...user, accessToken: signedIn.data.session.access_token };
}

async function memory(author: TestUser, graveId: string, text = 'A kind word.') {
  const { data, error } = await postMemory(author.client, graveId, text);
  if (error || !data) throw error ?? new Error('no memory');
  return data.id;
}

/** A report as the app sends it: through the post guard, with the form's token. */
async function report(who: SupabaseClient, args: Record<string, unknown>) {
  const token = await who.rpc('form_token');
  return who.rpc('report_content', { ...args, form_token: token.data });
}

async function mailsTo(email: string): Promise<SentMail[]> {
  await fetch(`${backend().url}/functions/v1/send-moderation-notices`, {
    method: 'POST',
    headers: { apikey: backend().anonKey },
  });
  const mails = (await (await fetch(`${backend().url}/mailbox.json`)).json()) as SentMail[];
  return mails.filter((mail) => mail.to === email);
}

beforeAll(async () => {
  [owner, editor, viewer, stranger, support, ...reporters] = await Promise.all([
    signUp('mod-owner', 'Olivia Owner'),
    signUp('mod-editor'),
    signUp('mod-viewer'),
    signUp('mod-stranger'),
    supportUser(),
    signUp('mod-reporter-1'),
    signUp('mod-reporter-2'),
    signUp('mod-reporter-3'),
  ]);
  await setPlan(owner.id, 'price_family_monthly');
  grave = await createMemorial(owner, { is_public: true, full_name: 'Rose Hale' });
  await Promise.all([share(grave.id, editor, 'editor'), share(grave.id, viewer, 'viewer')]);
});

describe('reports', () => {
  it('anyone signed in reports a public memorial once; anon cannot; a private one is not found', async () => {
    const anon = await report(client(), { grave_id: grave.id, reason: 'spam' });
    expect(anon.error?.code).toBe('42501');
    // Through the post guard: no token, or a filled honeypot, is refused before anything is written.
    const noToken = await stranger.client.rpc('report_content', { grave_id: grave.id, reason: 'spam' });
    expect(noToken.error?.details).toBe('post_token_missing');
    const bot = await report(stranger.client, { grave_id: grave.id, reason: 'spam', honeypot: 'x' });
    expect(bot.error?.details).toBe('post_honeypot');
    const first = await report(stranger.client, { grave_id: grave.id, reason: 'family' });
    expect(first.error).toBeNull();
    const again = await report(stranger.client, { grave_id: grave.id, reason: 'spam' });
    expect(again.error?.message).toBe('You have already reported this.');
    const other = await report(viewer.client, { grave_id: grave.id, reason: 'other' });
    expect(other.error?.message).toBe('Tell us what is wrong.');
    const unknown = await report(viewer.client, { grave_id: grave.id, reason: 'boring' });
    expect(unknown.error?.message).toBe('Choose a reason for your report.');
    const hidden = await createMemorial(owner, { is_public: false });
    const privateOne = await report(editor.client, { grave_id: hidden.id, reason: 'spam' });
    expect(privateOne.error?.message).toBe('Memorial not found.');
  });

  it('a reporter reads only their own reports; owner, editor, viewer and anon read none; nobody writes them', async () => {
    const mine = await stranger.client.from('memorial_reports').select('reporter_id');
    expect(mine.data?.length).toBeGreaterThan(0);
    expect(mine.data?.every((row) => row.reporter_id === stranger.id)).toBe(true);
    for (const who of [owner, editor, viewer]) {
      expect((await who.client.from('memorial_reports').select('id').eq('grave_id', grave.id)).data).toEqual(
        [],
      );
    }
    const anon = await client().from('memorial_reports').select('id');
    expect(anon.error).not.toBeNull();
    const insert = await stranger.client
      .from('memorial_reports')
      .insert({ grave_id: grave.id, reporter_id: stranger.id, reason: 'spam' });
    expect(insert.error?.code).toBe('42501');
    const update = await stranger.client
      .from('memorial_reports')
      .update({ status: 'kept' })
      .eq('reporter_id', stranger.id);
    expect(update.error?.code).toBe('42501');
  });

  it('three different reporters hide a memory; support restores it, logged, and each reporter is told', async () => {
    const memoryId = await memory(stranger, grave.id, 'Buy cheap watches now');
    const [a, b, c] = reporters as [TestUser, TestUser, TestUser];
    expect(
      (await report(a.client, { grave_id: grave.id, memory_id: memoryId, reason: 'spam' })).error,
    ).toBeNull();
    expect(
      (await report(b.client, { grave_id: grave.id, memory_id: memoryId, reason: 'spam' })).error,
    ).toBeNull();
    const publicRead = () => client().from('visitor_memories').select('id').eq('id', memoryId);
    expect((await publicRead()).data).toHaveLength(1);
    expect(
      (
        await report(c.client, {
          grave_id: grave.id,
          memory_id: memoryId,
          reason: 'other',
          details: 'An advert',
        })
      ).error,
    ).toBeNull();
    expect((await publicRead()).data).toEqual([]);

    // Only support sees the queue.
    for (const who of [owner, editor, viewer, stranger, a]) {
      expect((await who.client.rpc('moderation_queue')).error?.code).toBe('42501');
    }
    expect((await client().rpc('moderation_queue')).error).not.toBeNull();
    const queue = await support.client.rpc('moderation_queue');
    const line = (
      queue.data as { memory_id: string; report_id: string; reports: number; memory_hidden: boolean }[]
    ).find((row) => row.memory_id === memoryId);
    expect(line).toMatchObject({ reports: 3, memory_hidden: true });

    expect(
      (await owner.client.rpc('decide_report', { report_id: line?.report_id, decision: 'keep' })).error?.code,
    ).toBe('42501');
    const kept = await support.client.rpc('decide_report', { report_id: line?.report_id, decision: 'keep' });
    expect(kept.error).toBeNull();
    expect(kept.data).toMatchObject({
      decision: 'keep',
      reports: 3,
      decided_by: support.id,
      memory_id: memoryId,
    });
    expect((await publicRead()).data).toHaveLength(1);
    const twice = await support.client.rpc('decide_report', { report_id: line?.report_id, decision: 'hide' });
    expect(twice.error?.message).toBe('This report has already been reviewed.');

    // The log: support reads it, nobody else; nobody changes it.
    const log = await support.client
      .from('moderation_decisions')
      .select('decided_by, decided_at')
      .eq('memory_id', memoryId);
    expect(log.data).toEqual([{ decided_by: support.id, decided_at: expect.any(String) }]);
    expect((await owner.client.from('moderation_decisions').select('id')).data).toEqual([]);
    const edit = await support.client
      .from('moderation_decisions')
      .update({ decision: 'remove' })
      .eq('memory_id', memoryId);
    expect(edit.error?.code).toBe('42501');
    const erase = await support.client.from('moderation_decisions').delete().eq('memory_id', memoryId);
    expect(erase.error?.code).toBe('42501');

    const [mail] = await mailsTo(a.email);
    expect(mail?.subject).toBe('Your report about the memorial of Rose Hale');
    expect(mail?.text).toContain('It follows our rules, so it stays up.');
    expect(await mailsTo(c.email)).toHaveLength(1);
  });

  it('support removes a reported memory; the reporter reads the outcome in their language', async () => {
    const memoryId = await memory(stranger, grave.id, 'Nasty words');
    const german = reporters[0] as TestUser;
    await german.client.from('profiles').update({ locale: 'de' }).eq('id', german.id);
    await report(german.client, { grave_id: grave.id, memory_id: memoryId, reason: 'harassment' });
    const { data: reportId } = await german.client
      .from('memorial_reports')
      .select('id')
      .eq('memory_id', memoryId)
      .single();
    const removed = await support.client.rpc('decide_report', {
      report_id: reportId?.id,
      decision: 'remove',
    });
    expect(removed.error).toBeNull();
    expect((await serviceClient().from('visitor_memories').select('id').eq('id', memoryId)).data).toEqual([]);
    const mails = await mailsTo(german.email);
    expect(mails.some((mail) => mail.subject === 'Ihre Meldung zur Gedenkseite von Rose Hale')).toBe(true);
  });
});

describe('claims', () => {
  it('a stranger asks to become an editor; only the owner answers; accepting adds them', async () => {
    const anon = await client().rpc('request_memorial_claim', {
      grave_id: grave.id,
      kind: 'editor',
      message: 'Hi',
    });
    expect(anon.error?.code).toBe('42501');
    const own = await owner.client.rpc('request_memorial_claim', {
      grave_id: grave.id,
      kind: 'editor',
      message: 'Hi',
    });
    expect(own.error?.message).toBe('You already own this memorial.');
    const asked = await stranger.client.rpc('request_memorial_claim', {
      grave_id: grave.id,
      kind: 'editor',
      message: 'I am her grandson.',
    });
    expect(asked.error).toBeNull();
    const claim = asked.data as { id: string };
    const again = await stranger.client.rpc('request_memorial_claim', {
      grave_id: grave.id,
      kind: 'owner',
      message: 'x',
    });
    expect(again.error?.code).toBe('23505');

    const [received] = await mailsTo(owner.email);
    expect(received?.subject).toBe('mod-stranger tester asks to help manage the memorial of Rose Hale');
    expect(received?.text).toContain('Their message: "I am her grandson."');

    // The owner and the claimant read it; editor, viewer and anon do not.
    expect(
      (await owner.client.from('memorial_claims').select('id, claimant_name').eq('id', claim.id)).data,
    ).toEqual([{ id: claim.id, claimant_name: 'mod-stranger tester' }]);
    for (const who of [editor, viewer]) {
      expect((await who.client.from('memorial_claims').select('id').eq('id', claim.id)).data).toEqual([]);
    }
    for (const who of [editor, viewer, stranger, support]) {
      const answer = await who.client.rpc('answer_memorial_claim', { claim_id: claim.id, accept: true });
      expect(answer.error?.code).toBe('42501');
    }
    const accepted = await owner.client.rpc('answer_memorial_claim', { claim_id: claim.id, accept: true });
    expect(accepted.error).toBeNull();
    const row = await owner.client
      .from('grave_managers')
      .select('role')
      .eq('grave_id', grave.id)
      .eq('user_id', stranger.id);
    expect(row.data).toEqual([{ role: 'editor' }]);
    expect(
      (await owner.client.rpc('answer_memorial_claim', { claim_id: claim.id, accept: false })).error?.code,
    ).toBe('23505');
    const [answered] = await mailsTo(stranger.email);
    expect(answered?.text).toContain('you are now an editor of the memorial of Rose Hale');
  });

  it('a transfer is refused while the new owner’s plan is full, then moves the memorial; the old owner stays editor', async () => {
    const [seller, heir] = await Promise.all([signUp('mod-seller'), signUp('mod-heir', 'Harriet Heir')]);
    const memorial = await createMemorial(seller, { is_public: true });
    // Free: 5 memorials. The heir has them all.
    await Promise.all(Array.from({ length: 5 }, () => createMemorial(heir)));
    const asked = await heir.client.rpc('request_memorial_claim', {
      grave_id: memorial.id,
      kind: 'owner',
      message: 'She was my mother.',
    });
    const claim = asked.data as { id: string };
    const full = await seller.client.rpc('answer_memorial_claim', { claim_id: claim.id, accept: true });
    expect(full.error?.message).toBe(
      'Harriet Heir cannot take over this memorial: their Free plan allows 5 memorials and is full. They can upgrade their plan and ask again.',
    );
    expect(
      (await serviceClient().from('graves').select('user_id').eq('id', memorial.id).single()).data?.user_id,
    ).toBe(seller.id);
    // The owner field itself stays out of reach of an ordinary update.
    const grab = await seller.client.from('graves').update({ user_id: heir.id }).eq('id', memorial.id);
    expect(grab.error?.code).toBe('42501');

    await setPlan(heir.id, 'price_family_monthly');
    const moved = await seller.client.rpc('answer_memorial_claim', { claim_id: claim.id, accept: true });
    expect(moved.error).toBeNull();
    const after = await serviceClient()
      .from('graves')
      .select('user_id, created_by')
      .eq('id', memorial.id)
      .single();
    expect(after.data).toEqual({ user_id: heir.id, created_by: seller.id });
    const managers = await heir.client
      .from('grave_managers')
      .select('user_id, role')
      .eq('grave_id', memorial.id);
    expect(managers.data).toEqual([{ user_id: seller.id, role: 'editor' }]);
    const plan = await heir.client.rpc('my_plan').single();
    expect((plan.data as { graves_count: number }).graves_count).toBe(6);
  });

  it('a declined request changes nothing but its status', async () => {
    const asker = await signUp('mod-asker');
    const asked = await asker.client.rpc('request_memorial_claim', {
      grave_id: grave.id,
      kind: 'owner',
      message: 'Mine?',
    });
    const declined = await owner.client.rpc('answer_memorial_claim', {
      claim_id: (asked.data as { id: string }).id,
      accept: false,
    });
    expect(declined.data).toMatchObject({ status: 'declined' });
    expect(
      (await serviceClient().from('graves').select('user_id').eq('id', grave.id).single()).data?.user_id,
    ).toBe(owner.id);
  });
});
