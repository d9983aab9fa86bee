// Custom memorial URLs (issue 15): the database is the authority on an address: its form, reserved words,
// uniqueness (old addresses included for a year), the owner's plan and that only the owner sets it; and
// resolve_memorial_slug never leads anyone to a memorial they may not read.
import { RESERVED_SLUGS, slugProblem } from '@evergreen/domain/memorial-slug';
import { describe, expect, it } from 'vitest';
import { createMemorial, setPlan, share } from '../fixtures.ts';
import { client, serviceClient, signUp, type TestUser } from '../helpers.ts';

const unique = (base: string) => `${base}-${crypto.randomUUID().slice(0, 8)}`;

async function paidOwner(label: string): Promise<TestUser> {
  const owner = await signUp(label);
  await setPlan(owner.id, 'price_personal_monthly');
  return owner;
}

const setSlug = (user: TestUser, graveId: string, slug: string | null) =>
  user.client.from('graves').update({ slug }).eq('id', graveId).select('id, slug');

async function resolve(who: ReturnType<typeof client>, address: string) {
  const { data, error } = await who.rpc('resolve_memorial_slug', { address }).maybeSingle();
  if (error) throw error;
  return data as { grave_id: string; current_slug: string | null } | null;
}

async function status(user: TestUser, address: string, memorialId?: string) {
  const { data, error } = await user.client.rpc('memorial_slug_status', {
    address,
    ...(memorialId ? { memorial_id: memorialId } : {}),
  });
  if (error) throw error;
  return data as string;
}

describe('custom memorial addresses', () => {
  it('keeps its reserved words equal to the domain list the form uses', async () => {
    const { data, error } = await serviceClient().rpc('memorial_slug_status', { address: 'dashboard' });
    expect(error).toBeNull();
    expect(data).toBe('reserved');
    const owner = await signUp('slug-reserved-list');
    const answers = await Promise.all(RESERVED_SLUGS.map((word) => status(owner, word)));
    expect(answers.every((answer) => answer === 'reserved')).toBe(true);
    // And a word the domain does not reserve is not reserved by the database either.
    expect(await status(owner, unique('dashboards'))).toBe('available');
  });

  it('refuses malformed and reserved addresses with a clear 4xx message', async () => {
    const owner = await paidOwner('slug-format');
    const grave = await createMemorial(owner);
    for (const bad of [
      'ab',
      'a'.repeat(61),
      '-abc',
      'abc-',
      'ab--cd',
      '0b5e1a2c-1d2e-4f3a-8b9c-0123456789ab',
    ]) {
      expect(slugProblem(bad)).toBe('invalid');
      expect(await status(owner, bad, grave.id)).toBe('invalid');
      const { error } = await setSlug(owner, grave.id, bad);
      expect(error?.message, bad).toMatch(/3 to 60 lowercase letters|violates check constraint/);
    }
    const { error, status: http } = await setSlug(owner, grave.id, 'settings');
    expect(http).toBe(400);
    expect(error?.message).toBe('"settings" is reserved; choose another address.');
  });

  it('lets a Personal owner set a unique address, and says taken to everyone else', async () => {
    const [owner, other] = await Promise.all([paidOwner('slug-owner'), paidOwner('slug-other')]);
    const [grave, second] = await Promise.all([createMemorial(owner), createMemorial(other)]);
    const slug = unique('eleanor');
    expect(await status(owner, slug, grave.id)).toBe('available');
    const { data, error } = await setSlug(owner, grave.id, slug);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: grave.id, slug }]);
    expect(await status(owner, slug, grave.id)).toBe('available');
    expect(await status(other, slug, second.id)).toBe('taken');
    const taken = await setSlug(other, second.id, slug);
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe(`"${slug}" is already taken; choose another address.`);
  });

  it('needs the Personal or Family plan, and clearing stays allowed after a downgrade', async () => {
    const owner = await signUp('slug-free');
    const grave = await createMemorial(owner);
    const slug = unique('free');
    const refused = await setSlug(owner, grave.id, slug);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Custom memorial URLs need the Personal or Family plan.');
    const created = await owner.client
      .from('graves')
      .insert({ user_id: owner.id, full_name: 'Free with address', slug });
    expect(created.error?.message).toBe('Custom memorial URLs need the Personal or Family plan.');

    await setPlan(owner.id, 'price_family_monthly');
    expect((await setSlug(owner, grave.id, slug)).error).toBeNull();
    await setPlan(owner.id, null);
    expect(await resolve(client(), slug)).toBeNull(); // private memorial: nothing for anon
    expect((await setSlug(owner, grave.id, null)).error).toBeNull();
  });

  it('only the owner sets it: an editor of a Family memorial is refused', async () => {
    const [owner, editor] = await Promise.all([paidOwner('slug-owner2'), paidOwner('slug-editor')]);
    const grave = await createMemorial(owner);
    await share(grave.id, editor, 'editor');
    const { error } = await setSlug(editor, grave.id, unique('editor'));
    expect(error?.message).toBe("Only the memorial's owner can change its custom address.");
    // The editor may still change the rest of the memorial.
    const other = await editor.client.from('graves').update({ epitaph: 'Ever loved' }).eq('id', grave.id);
    expect(other.error).toBeNull();
  });

  it('keeps the old address leading to the memorial for a year, and nobody else can take it meanwhile', async () => {
    const [owner, other] = await Promise.all([paidOwner('slug-move'), paidOwner('slug-squat')]);
    const grave = await createMemorial(owner, { is_public: true });
    const first = unique('first');
    const second = unique('second');
    await setSlug(owner, grave.id, first);
    expect((await setSlug(owner, grave.id, second)).error).toBeNull();

    expect(await resolve(client(), first)).toEqual({ grave_id: grave.id, current_slug: second });
    expect(await resolve(client(), second.toUpperCase())).toEqual({
      grave_id: grave.id,
      current_slug: second,
    });
    const { data: redirects } = await owner.client
      .from('grave_slug_redirects')
      .select('slug, grave_id, changed_at, expires_at')
      .eq('grave_id', grave.id);
    expect(redirects).toHaveLength(1);
    const row = redirects?.[0] as { slug: string; changed_at: string; expires_at: string };
    expect(row.slug).toBe(first);
    const year = new Date(row.changed_at);
    year.setUTCFullYear(year.getUTCFullYear() + 1);
    expect(new Date(row.expires_at).getTime()).toBe(year.getTime());

    const squat = await createMemorial(other);
    expect(await status(other, first, squat.id)).toBe('taken');
    expect((await setSlug(other, squat.id, first)).status).toBe(409);
    // Its own owner may take the old address back; it is then current again, not a redirect.
    expect(await status(owner, first, grave.id)).toBe('available');
    expect((await setSlug(owner, grave.id, first)).error).toBeNull();
    expect(await resolve(client(), second)).toEqual({ grave_id: grave.id, current_slug: first });
    expect(await resolve(client(), first)).toEqual({ grave_id: grave.id, current_slug: first });
  });

  it('lets an old address go after its year: it no longer resolves and is free for others', async () => {
    const [owner, other] = await Promise.all([paidOwner('slug-expire'), paidOwner('slug-later')]);
    const grave = await createMemorial(owner, { is_public: true });
    const old = unique('old');
    await setSlug(owner, grave.id, old);
    await setSlug(owner, grave.id, unique('new'));
    const { error } = await serviceClient()
      .from('grave_slug_redirects')
      .update({ changed_at: '2020-01-01T00:00:00Z', expires_at: '2021-01-01T00:00:00Z' })
      .eq('slug', old);
    expect(error).toBeNull();
    expect(await resolve(client(), old)).toBeNull();
    const later = await createMemorial(other, { is_public: true });
    expect(await status(other, old, later.id)).toBe('available');
    expect((await setSlug(other, later.id, old)).error).toBeNull();
    expect(await resolve(client(), old)).toEqual({ grave_id: later.id, current_slug: old });
  });

  it('never leads anon or a stranger to a private memorial, by its address or its old one', async () => {
    const [owner, stranger, viewer] = await Promise.all([
      paidOwner('slug-private'),
      signUp('slug-stranger'),
      signUp('slug-viewer'),
    ]);
    const grave = await createMemorial(owner, { is_public: false });
    const old = unique('hidden-old');
    const current = unique('hidden');
    await setSlug(owner, grave.id, old);
    await setSlug(owner, grave.id, current);
    await share(grave.id, viewer, 'viewer');
    for (const address of [old, current]) {
      expect(await resolve(client(), address)).toBeNull();
      expect(await resolve(stranger.client, address)).toBeNull();
      expect(await resolve(viewer.client, address)).toEqual({ grave_id: grave.id, current_slug: current });
      expect(await resolve(owner.client, address)).toEqual({ grave_id: grave.id, current_slug: current });
    }
    // The redirect rows themselves are the owner's alone.
    const seen = await stranger.client.from('grave_slug_redirects').select('slug').eq('grave_id', grave.id);
    expect(seen.data).toEqual([]);
    const anonRead = await client().from('grave_slug_redirects').select('slug');
    expect(anonRead.data ?? []).toEqual([]);
    const written = await owner.client.from('grave_slug_redirects').insert({
      slug: unique('forged'),
      grave_id: grave.id,
      expires_at: '2100-01-01T00:00:00Z',
    });
    expect(written.error).not.toBeNull();
    // Anon cannot ask about availability at all.
    const anonStatus = await client().rpc('memorial_slug_status', { address: current });
    expect(anonStatus.error).not.toBeNull();
  });

  it('removes the old addresses with the memorial', async () => {
    const owner = await paidOwner('slug-delete');
    const grave = await createMemorial(owner, { is_public: true });
    const old = unique('gone');
    await setSlug(owner, grave.id, old);
    await setSlug(owner, grave.id, null);
    expect(await resolve(client(), old)).toEqual({ grave_id: grave.id, current_slug: null });
    expect((await owner.client.from('graves').delete().eq('id', grave.id)).error).toBeNull();
    expect(await resolve(client(), old)).toBeNull();
    expect(await status(owner, old)).toBe('available');
  });
});
