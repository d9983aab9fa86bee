// Advanced reminders (issue 15, Family plan): the database rules of following a memorial's reminders and of
// days_before, for anon / owner / viewer / editor / stranger, and what losing the plan or the collaboration does.
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, setPlan, share } from '../fixtures.ts';
import { client, serviceClient, signUp, type TestUser } from '../helpers.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const reminder = (graveId: string, userId: string, fields: Record<string, unknown> = {}) => ({
  grave_id: graveId,
  user_id: userId,
  reminder_date: inDays(10),
  next_reminder_date: inDays(10),
  reminder_type: 'visit_reminder',
  frequency: 'yearly',
  ...fields,
});

async function addReminder(user: TestUser, graveId: string, fields: Record<string, unknown> = {}) {
  const { data, error } = await user.client
    .from('reminders')
    .insert(reminder(graveId, user.id, fields))
    .select('id, days_before')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; days_before: number };
}

const follow = (user: TestUser, graveId: string, userId = user.id) =>
  user.client.from('reminder_followers').insert({ grave_id: graveId, user_id: userId });

const reminderIdsSeenBy = async (user: { client: TestUser['client'] }, graveId: string) =>
  ((await user.client.from('reminders').select('id').eq('grave_id', graveId)).data ?? []).map(
    (row) => row.id,
  );

interface Cast {
  owner: TestUser;
  viewer: TestUser;
  editor: TestUser;
  stranger: TestUser;
  graveId: string;
  ownerReminder: string;
}

/** A Family owner's private memorial shared with a viewer and an editor, with one reminder of the owner's. */
async function familyCast(label: string): Promise<Cast> {
  const [owner, viewer, editor, stranger] = await Promise.all(
    ['owner', 'viewer', 'editor', 'stranger'].map((role) => signUp(`${label}-${role}`)),
  );
  if (!owner || !viewer || !editor || !stranger) throw new Error('sign-up failed');
  await setPlan(owner.id, 'price_family_monthly');
  const graveId = (await createMemorial(owner)).id;
  await share(graveId, viewer, 'viewer');
  await share(graveId, editor, 'editor');
  const ownerReminder = (await addReminder(owner, graveId, { days_before: 3 })).id;
  return { owner, viewer, editor, stranger, graveId, ownerReminder };
}

describe('days before the date', () => {
  it('is the Family plan of the memorial owner, within 0 to 30 days', async () => {
    const owner = await signUp('days-free');
    const grave = (await createMemorial(owner)).id;
    const free = await owner.client.from('reminders').insert(reminder(grave, owner.id, { days_before: 3 }));
    expect(free.error?.message).toBe(
      "Reminders ahead of the date need the Family plan of the memorial's owner.",
    );
    // On the day stays everyone's.
    expect((await addReminder(owner, grave)).days_before).toBe(0);

    await setPlan(owner.id, 'price_personal_monthly');
    const personal = await owner.client
      .from('reminders')
      .insert(reminder(grave, owner.id, { days_before: 3 }));
    expect(personal.error?.message).toBe(
      "Reminders ahead of the date need the Family plan of the memorial's owner.",
    );

    await setPlan(owner.id, 'price_family_monthly');
    const kept = await addReminder(owner, grave, { days_before: 30 });
    expect(kept.days_before).toBe(30);
    for (const days of [31, -1]) {
      const outside = await owner.client
        .from('reminders')
        .insert(reminder(grave, owner.id, { days_before: days }));
      expect(outside.error?.message).toBe('Reminders can be sent 0 to 30 days before the date.');
    }

    // Losing the plan deletes nothing: the reminder and its setting stay; only new ahead-of-time settings stop.
    await setPlan(owner.id, null);
    const after = await owner.client
      .from('reminders')
      .select('days_before, is_active')
      .eq('id', kept.id)
      .single();
    expect(after.data).toEqual({ days_before: 30, is_active: true });
    const changed = await owner.client.from('reminders').update({ days_before: 5 }).eq('id', kept.id);
    expect(changed.error?.message).toBe(
      "Reminders ahead of the date need the Family plan of the memorial's owner.",
    );
    // Other changes to the reminder still go through.
    const message = await owner.client
      .from('reminders')
      .update({ custom_message: 'Lilies' })
      .eq('id', kept.id);
    expect(message.error).toBeNull();
  });

  it("goes by the memorial owner's plan for a collaborator's own reminder", async () => {
    const { editor, graveId, owner } = await familyCast('days-collab');
    expect((await addReminder(editor, graveId, { days_before: 2 })).days_before).toBe(2);
    const freeOwner = await signUp('days-collab-free');
    const freeGrave = (await createMemorial(freeOwner)).id;
    await share(freeGrave, editor, 'editor');
    await setPlan(editor.id, 'price_family_monthly');
    const refused = await editor.client
      .from('reminders')
      .insert(reminder(freeGrave, editor.id, { days_before: 2 }));
    expect(refused.error?.message).toBe(
      "Reminders ahead of the date need the Family plan of the memorial's owner.",
    );
    expect(owner.id).not.toBe(editor.id);
  });
});

describe('following a memorial’s reminders', () => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await familyCast('follow');
  });

  it('is for its viewers and editors, each for themselves', async () => {
    const { owner, viewer, editor, stranger, graveId } = cast;
    expect((await follow(viewer, graveId)).error).toBeNull();
    expect((await follow(editor, graveId)).error).toBeNull();
    // Twice is refused by the key, not doubled.
    expect((await follow(viewer, graveId)).error?.code).toBe('23505');

    expect((await follow(stranger, graveId)).error?.message).toBe(
      'Only collaborators of a memorial can follow its reminders.',
    );
    expect((await follow(owner, graveId)).error?.message).toBe(
      'Only collaborators of a memorial can follow its reminders.',
    );
    expect((await follow(viewer, graveId, stranger.id)).error?.message).toBe(
      'You can follow reminders only for yourself.',
    );
    const anon = await client().from('reminder_followers').insert({ grave_id: graveId, user_id: viewer.id });
    expect(anon.error).not.toBeNull();
  });

  it("tells the owner and collaborators, and nobody else, whether the owner's plan includes it", async () => {
    const { owner, viewer, editor, stranger, graveId } = cast;
    const included = async (user: { client: TestUser['client'] }) =>
      (await user.client.rpc('advanced_reminders_included', { grave_id: graveId })).data;
    expect(await included(owner)).toBe(true);
    expect(await included(viewer)).toBe(true);
    expect(await included(editor)).toBe(true);
    expect(await included(stranger)).toBe(false);
    const anon = await client().rpc('advanced_reminders_included', { grave_id: graveId });
    expect(anon.data).toBeNull();
    expect(anon.error).not.toBeNull();
    const freeOwner = await signUp('included-free');
    const freeGrave = (await createMemorial(freeOwner)).id;
    expect((await freeOwner.client.rpc('advanced_reminders_included', { grave_id: freeGrave })).data).toBe(
      false,
    );
  });

  it('shows the owner who follows, a follower only themselves, others nothing', async () => {
    const { owner, viewer, editor, stranger, graveId } = cast;
    const followers = async (user: { client: TestUser['client'] }) =>
      ((await user.client.from('reminder_followers').select('user_id').eq('grave_id', graveId)).data ?? [])
        .map((row) => row.user_id)
        .sort();
    expect(await followers(owner)).toEqual([viewer.id, editor.id].sort());
    expect(await followers(viewer)).toEqual([viewer.id]);
    expect(await followers(editor)).toEqual([editor.id]);
    expect(await followers(stranger)).toEqual([]);
    expect(await followers({ client: client() })).toEqual([]);
  });

  it("lets followers read the owner's reminders, not change them, and keeps a collaborator's own private", async () => {
    const { owner, viewer, editor, stranger, graveId, ownerReminder } = cast;
    const editorOwn = (await addReminder(editor, graveId)).id;

    expect(await reminderIdsSeenBy(viewer, graveId)).toEqual([ownerReminder]);
    expect((await reminderIdsSeenBy(editor, graveId)).sort()).toEqual([ownerReminder, editorOwn].sort());
    expect((await reminderIdsSeenBy(owner, graveId)).sort()).toEqual([ownerReminder]);
    expect(await reminderIdsSeenBy(stranger, graveId)).toEqual([]);
    expect(await reminderIdsSeenBy({ client: client() }, graveId)).toEqual([]);

    await viewer.client
      .from('reminders')
      .update({ custom_message: 'hijacked', is_active: false })
      .eq('id', ownerReminder);
    await viewer.client.from('reminders').delete().eq('id', ownerReminder);
    const completed = await viewer.client.rpc('complete_reminder', { reminder_id: ownerReminder });
    expect(completed.error?.message).toBe('Reminder not found');
    const row = await serviceClient()
      .from('reminders')
      .select('custom_message, is_active')
      .eq('id', ownerReminder)
      .single();
    expect(row.data).toEqual({ custom_message: null, is_active: true });
  });

  it('stops with the plan, comes back with it, and unfollowing is for the follower alone', async () => {
    const { owner, viewer, editor, graveId, ownerReminder } = cast;
    const lateViewer = await signUp('follow-late');
    await share(graveId, lateViewer, 'viewer');
    await setPlan(owner.id, null);
    expect(await reminderIdsSeenBy(viewer, graveId)).toEqual([]);
    const refused = await follow(lateViewer, graveId);
    expect(refused.error?.message).toBe("Following reminders needs the Family plan of the memorial's owner.");
    await setPlan(owner.id, 'price_family_monthly');
    expect(await reminderIdsSeenBy(viewer, graveId)).toEqual([ownerReminder]);

    // The owner cannot unfollow for someone; the follower can.
    await owner.client.from('reminder_followers').delete().eq('grave_id', graveId).eq('user_id', editor.id);
    expect((await reminderIdsSeenBy(editor, graveId)).includes(ownerReminder)).toBe(true);
    await editor.client.from('reminder_followers').delete().eq('grave_id', graveId).eq('user_id', editor.id);
    expect((await reminderIdsSeenBy(editor, graveId)).includes(ownerReminder)).toBe(false);
  });

  it('ends with the collaboration: a later share starts unfollowed', async () => {
    const { owner, viewer, graveId } = cast;
    const removed = await owner.client
      .from('grave_managers')
      .delete()
      .eq('grave_id', graveId)
      .eq('user_id', viewer.id);
    expect(removed.error).toBeNull();
    expect(await reminderIdsSeenBy(viewer, graveId)).toEqual([]);
    const left = await serviceClient()
      .from('reminder_followers')
      .select('user_id')
      .eq('grave_id', graveId)
      .eq('user_id', viewer.id);
    expect(left.data).toEqual([]);
    await share(graveId, viewer, 'viewer');
    expect(await reminderIdsSeenBy(viewer, graveId)).toEqual([]);
  });
});
