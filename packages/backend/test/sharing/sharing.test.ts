import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, postMemory, setPlan, shareByEmail } from '../fixtures.ts';
import { client, serviceClient, signUp, type TestUser, uniqueEmail } from '../helpers.ts';

// Sharing starts from an e-mail the owner already knows (issue 9, ARCHITECTURE section 5): share_memorial, the
// e-mail rule of public.profiles, leaving a memorial, and the limit on e-mail lookups.

let owner: TestUser;
let friend: TestUser;
let publicGrave: GraveRow;

beforeAll(async () => {
  [owner, friend] = await Promise.all([
    signUp('share-owner', 'Olivia Owner'),
    signUp('share-friend', 'Fran Friend'),
  ]);
  // Family: room for every memorial and collaborator below, so each case meets only the rule it is about.
  await setPlan(owner.id, 'price_family_monthly');
  publicGrave = await createMemorial(owner, { is_public: true });
});

const managerRow = async (graveId: string, userId: string) =>
  (
    await serviceClient()
      .from('grave_managers')
      .select('id, user_id, role, invited_email')
      .eq('grave_id', graveId)
      .eq('user_id', userId)
  ).data ?? [];

describe('the e-mail leak of issue 9', () => {
  it("a stranger cannot turn a visitor memory's user_id into a collaborator, nor read their e-mail", async () => {
    const [victim, stranger, accomplice] = await Promise.all([
      signUp('victim', 'Vera Victim'),
      signUp('stranger'),
      signUp('accomplice'),
    ]);
    await postMemory(victim.client, publicGrave.id, 'I miss him.');
    // Step 1 still works, by design: the memory list names its authors by id.
    const memories = await stranger.client
      .from('visitor_memories')
      .select('user_id')
      .eq('grave_id', publicGrave.id);
    const victimId = memories.data?.map((row) => row.user_id).find((id) => id === victim.id);
    expect(victimId).toBe(victim.id);

    // Step 2: adding that id as a collaborator of a memorial of their own is refused.
    const own = await createMemorial(stranger);
    const insert = await stranger.client
      .from('grave_managers')
      .insert({ grave_id: own.id, user_id: victimId, role: 'viewer' });
    expect(insert.error?.code).toBe('42501');
    expect(await managerRow(own.id, victim.id)).toEqual([]);

    // Nor by sharing with someone whose address they know and then handing the row on to the victim.
    const shared = await shareByEmail(stranger, own.id, accomplice.email);
    expect(shared.error).toBeNull();
    const [row] = await managerRow(own.id, accomplice.id);
    const moved = await stranger.client
      .from('grave_managers')
      .update({ user_id: victimId })
      .eq('id', row?.id);
    expect(moved.error?.code).toBe('42501');
    expect(await managerRow(own.id, victim.id)).toEqual([]);

    // Step 3: the profile shows at most the name, never the e-mail.
    const profiles = await stranger.client
      .from('profiles')
      .select('id, full_name, email')
      .eq('id', victim.id);
    expect(profiles.data).toEqual([{ id: victim.id, full_name: 'Vera Victim', email: null }]);
    const probe = await stranger.client.from('profiles').select('id').eq('email', victim.email);
    expect(probe.data).toEqual([]);
  });

  it('profiles shows an e-mail to its owner only; an owner sees the address they typed for a collaborator', async () => {
    const grave = await createMemorial(owner);
    expect((await shareByEmail(owner, grave.id, friend.email)).error).toBeNull();
    const managers = await owner.client
      .from('grave_managers')
      .select('role, invited_email, profiles(full_name, email)')
      .eq('grave_id', grave.id);
    expect(managers.data).toEqual([
      { role: 'viewer', invited_email: friend.email, profiles: { full_name: 'Fran Friend', email: null } },
    ]);
    const own = await friend.client.from('profiles').select('email').eq('id', friend.id).single();
    expect(own.data?.email).toBe(friend.email);
    const ownersProfile = await friend.client.from('profiles').select('full_name, email').eq('id', owner.id);
    expect(ownersProfile.data).toEqual([{ full_name: 'Olivia Owner', email: null }]);
    const visitor = await client().from('profiles').select('email').not('email', 'is', null);
    expect(visitor.data).toEqual([]);
  });
});

describe('share_memorial', () => {
  it('shares by the typed e-mail, trimmed and lowercased, as a viewer by default', async () => {
    const grave = await createMemorial(owner);
    const { data, error } = await owner.client.rpc('share_memorial', {
      grave_id: grave.id,
      email: `  ${friend.email.toUpperCase()} `,
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        grave_id: grave.id,
        user_id: friend.id,
        role: 'viewer',
        invited_email: friend.email,
      }),
    ]);
    const theirs = await friend.client
      .from('grave_managers')
      .select('graves(full_name)')
      .eq('grave_id', grave.id);
    expect(theirs.data).toEqual([{ graves: { full_name: 'Arthur Pendleton' } }]);
  });

  it('answers an empty list for an address without an account, and adds no one', async () => {
    const grave = await createMemorial(owner);
    const { data, error } = await shareByEmail(owner, grave.id, uniqueEmail('nobody'));
    expect({ data, error }).toEqual({ data: [], error: null });
    const { count } = await serviceClient()
      .from('grave_managers')
      .select('*', { count: 'exact', head: true })
      .eq('grave_id', grave.id);
    expect(count).toBe(0);
  });

  it('refuses a duplicate and the owner themselves with the spec messages', async () => {
    const grave = await createMemorial(owner);
    await shareByEmail(owner, grave.id, friend.email);
    const duplicate = await shareByEmail(owner, grave.id, friend.email, 'editor');
    expect(duplicate.error?.message).toBe('This user already has access to this grave.');
    expect(duplicate.status).toBe(409);
    const self = await shareByEmail(owner, grave.id, owner.email);
    expect(self.error?.message).toBe('You cannot share a memorial with yourself.');
    expect(self.status).toBe(400);
    expect(await managerRow(grave.id, friend.id)).toEqual([
      expect.objectContaining({ role: 'viewer', invited_email: friend.email }),
    ]);
  });

  it('lets only the owner share, with a valid role and address', async () => {
    const grave = await createMemorial(owner);
    await shareByEmail(owner, grave.id, friend.email, 'editor');
    const third = await signUp('share-third');
    const byEditor = await shareByEmail(friend, grave.id, third.email);
    expect(byEditor.error?.message).toBe('Only the owner of a memorial can share it.');
    expect(byEditor.status).toBe(403);
    const missing = await shareByEmail(owner, crypto.randomUUID(), third.email);
    expect(missing.error?.message).toBe('Only the owner of a memorial can share it.');
    const anon = await client().rpc('share_memorial', { grave_id: grave.id, email: third.email });
    expect(anon.status).toBe(401);
    const badRole = await shareByEmail(owner, grave.id, third.email, 'owner');
    expect([badRole.status, badRole.error?.message]).toEqual([400, 'The role must be viewer or editor.']);
    const badEmail = await shareByEmail(owner, grave.id, 'not an address');
    expect([badEmail.status, badEmail.error?.message]).toEqual([400, 'Please enter a valid email address']);
    expect(await managerRow(grave.id, third.id)).toEqual([]);
  });

  it('lets the owner change a role, and nothing else of the row', async () => {
    const grave = await createMemorial(owner);
    const [row] = (await shareByEmail(owner, grave.id, friend.email)).data as { id: string }[];
    const role = await owner.client
      .from('grave_managers')
      .update({ role: 'editor' })
      .eq('id', row?.id)
      .select('role');
    expect(role.data).toEqual([{ role: 'editor' }]);
    const other = await createMemorial(owner);
    for (const change of [{ grave_id: other.id }, { invited_email: 'someone@example.test' }]) {
      const refused = await owner.client.from('grave_managers').update(change).eq('id', row?.id);
      expect(refused.error?.code).toBe('42501');
    }
    expect(await managerRow(grave.id, friend.id)).toEqual([
      { id: row?.id, user_id: friend.id, role: 'editor', invited_email: friend.email },
    ]);
  });
});

describe('leaving a memorial shared with you', () => {
  it('a collaborator removes their own access; nobody else but the owner can', async () => {
    const grave = await createMemorial(owner);
    await shareByEmail(owner, grave.id, friend.email, 'editor');
    const stranger = await signUp('share-stranger');
    const [row] = await managerRow(grave.id, friend.id);
    const byStranger = await stranger.client.from('grave_managers').delete().eq('id', row?.id).select();
    expect(byStranger.data).toEqual([]);
    expect(await managerRow(grave.id, friend.id)).toHaveLength(1);

    const left = await friend.client
      .from('grave_managers')
      .delete()
      .eq('grave_id', grave.id)
      .eq('user_id', friend.id)
      .select('id');
    expect(left.data).toEqual([{ id: row?.id }]);
    expect(await managerRow(grave.id, friend.id)).toEqual([]);
    const gone = await friend.client.from('graves').select('id').eq('id', grave.id);
    expect(gone.data).toEqual([]);
  });
});

describe('e-mail lookups per user', () => {
  it('allows 20 in the window, refuses more with 429 (even in parallel), and counts per user', async () => {
    const [prober, other] = await Promise.all([signUp('prober'), signUp('prober-other')]);
    const grave = await createMemorial(prober);
    const attempts = await Promise.all(
      Array.from({ length: 24 }, (_, n) => shareByEmail(prober, grave.id, uniqueEmail(`guess${n}`))),
    );
    const answers = attempts.map((attempt) => (attempt.error ? attempt.status : 'looked up'));
    expect(answers.filter((answer) => answer === 'looked up')).toHaveLength(20);
    expect(answers.filter((answer) => answer === 429)).toHaveLength(4);
    const refused = attempts.find((attempt) => attempt.status === 429);
    expect(refused?.error?.message).toBe('Too many lookups, please try again later.');

    // A real address is not looked up either once the window is full.
    const real = await shareByEmail(prober, grave.id, friend.email);
    expect(real.status).toBe(429);
    expect(await managerRow(grave.id, friend.id)).toEqual([]);

    const otherGrave = await createMemorial(other);
    expect((await shareByEmail(other, otherGrave.id, friend.email)).data).toHaveLength(1);
  });
});
