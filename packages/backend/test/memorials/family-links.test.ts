// Family links (issue 15, Family plan): one row per linked pair, read from each side with the relation turned
// round; made by an owner or editor of a Family owner's memorial towards one they can see; shown only to people
// who can see both memorials, so a private relative is never revealed; gone with either memorial.
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow, setPlan, share } from '../fixtures.ts';
import { client, serviceClient, signUp, type TestUser } from '../helpers.ts';

const FAMILY = 'price_family_monthly';
const PERSONAL = 'price_personal_monthly';

type Relation = 'parent' | 'child' | 'spouse' | 'sibling';

const link = (user: TestUser, graveId: string, relativeId: string, relation: Relation | string) =>
  user.client.from('family_links').insert({ grave_id: graveId, relative_id: relativeId, relation });

/** What `reader` sees of a memorial's relatives: "name: relation", sorted. */
async function relatives(reader: TestUser | undefined, graveId: string): Promise<string[]> {
  const { data, error } = await (reader?.client ?? client())
    .from('memorial_relatives')
    .select('full_name, relation')
    .eq('memorial_id', graveId);
  if (error) throw error;
  return (data as { full_name: string; relation: string }[])
    .map((r) => `${r.full_name}: ${r.relation}`)
    .sort();
}

async function storedLinks(...graveIds: string[]) {
  const list = graveIds.join(',');
  const { data, error } = await serviceClient()
    .from('family_links')
    .select('grave_id, relative_id, relation')
    .or(`grave_id.in.(${list}),relative_id.in.(${list})`);
  if (error) throw error;
  return data as { grave_id: string; relative_id: string; relation: string }[];
}

describe('making a family link', () => {
  it('needs the Family plan of the owner of the memorial it is made on', async () => {
    const [free, personal, family, editor] = await Promise.all([
      signUp('family-free'),
      signUp('family-personal'),
      signUp('family-family'),
      signUp('family-editor'),
    ]);
    await Promise.all([setPlan(personal.id, PERSONAL), setPlan(family.id, FAMILY)]);
    for (const owner of [free, personal]) {
      const [a, b] = await Promise.all([createMemorial(owner), createMemorial(owner)]);
      const { error, status } = await link(owner, a.id, b.id, 'spouse');
      expect(error).toMatchObject({ code: 'P0001', message: 'Family links come with the Family plan.' });
      expect(status).toBe(400);
      expect(await storedLinks(a.id)).toEqual([]);
      const included = await owner.client
        .from('graves')
        .select('family_links_included')
        .eq('id', a.id)
        .single();
      expect(included.data).toEqual({ family_links_included: false });
    }
    // An editor is bound by the owner's plan, not their own (the editor here is on Free).
    const [a, b] = await Promise.all([createMemorial(family), createMemorial(family, { is_public: true })]);
    await share(a.id, editor, 'editor');
    // What the page asks to offer the dialog or the upgrade prompt: the owner's plan, for the editor too.
    const included = await editor.client
      .from('graves')
      .select('family_links_included')
      .eq('id', a.id)
      .single();
    expect(included.data).toEqual({ family_links_included: true });
    expect((await link(editor, a.id, b.id, 'sibling')).error).toBeNull();
    // And a Family editor of a Free owner's memorial may not link it.
    await setPlan(editor.id, FAMILY);
    const freeGrave = await createMemorial(free);
    await share(freeGrave.id, editor, 'editor');
    const refused = await link(editor, freeGrave.id, b.id, 'child');
    expect(refused.error?.message).toBe('Family links come with the Family plan.');
  });

  it('stores one row per pair and shows it from both sides, the relation turned round', async () => {
    const owner = await signUp('family-sides');
    await setPlan(owner.id, FAMILY);
    const [mother, son, husband, sister] = await Promise.all(
      ['Mary Stone', 'Sam Stone', 'Hugh Stone', 'Sara Stone'].map((full_name) =>
        createMemorial(owner, { full_name }),
      ),
    );
    if (!mother || !son || !husband || !sister) throw new Error('fixtures');
    // Made from the mother's page: the son is her child, the husband her spouse, the sister her sibling.
    expect((await link(owner, mother.id, son.id, 'child')).error).toBeNull();
    expect((await link(owner, mother.id, husband.id, 'spouse')).error).toBeNull();
    // Made from the son's page: Hugh is his parent.
    expect((await link(owner, son.id, husband.id, 'parent')).error).toBeNull();
    expect((await link(owner, sister.id, mother.id, 'sibling')).error).toBeNull();

    expect(await relatives(owner, mother.id)).toEqual([
      'Hugh Stone: spouse',
      'Sam Stone: child',
      'Sara Stone: sibling',
    ]);
    expect(await relatives(owner, son.id)).toEqual(['Hugh Stone: parent', 'Mary Stone: parent']);
    expect(await relatives(owner, husband.id)).toEqual(['Mary Stone: spouse', 'Sam Stone: child']);
    expect(await relatives(owner, sister.id)).toEqual(['Mary Stone: sibling']);
    // Canonical rows: "A is B's parent" is (B, A, parent) whichever page it was made on.
    const rows = await storedLinks(mother.id, son.id, husband.id, sister.id);
    expect(rows).toHaveLength(4);
    expect(rows).toContainEqual({ grave_id: son.id, relative_id: mother.id, relation: 'parent' });
    expect(rows).toContainEqual({ grave_id: son.id, relative_id: husband.id, relation: 'parent' });
  });

  it('refuses self links, duplicates, contradictions and unknown relations with clear 4xx answers', async () => {
    const owner = await signUp('family-rules');
    await setPlan(owner.id, FAMILY);
    const [a, b, c] = await Promise.all([
      createMemorial(owner),
      createMemorial(owner),
      createMemorial(owner),
    ]);
    expect((await link(owner, a.id, b.id, 'parent')).error).toBeNull();

    const self = await link(owner, a.id, a.id, 'sibling');
    expect(self.error).toMatchObject({ code: '22023', message: 'A memorial cannot be linked to itself.' });
    expect(self.status).toBe(400);
    const unknown = await link(owner, a.id, c.id, 'cousin');
    expect(unknown.error?.message).toBe('Choose how they are related: parent, child, spouse or sibling.');
    expect(unknown.status).toBe(400);
    // The same link again, the same link from the other side, and a contradictory one: one link per pair.
    for (const [from, to, relation] of [
      [a.id, b.id, 'parent'],
      [b.id, a.id, 'child'],
      [b.id, a.id, 'parent'],
      [a.id, b.id, 'spouse'],
    ] as const) {
      const again = await link(owner, from, to, relation);
      expect(again.error).toMatchObject({
        code: '23505',
        message: 'These two memorials are already linked.',
      });
      expect(again.status).toBe(409);
    }
    expect(await storedLinks(a.id, b.id)).toEqual([
      { grave_id: a.id, relative_id: b.id, relation: 'parent' },
    ]);
    // The view is for reading: a write is refused (403), not a server error.
    const intoView = await owner.client
      .from('memorial_relatives')
      .insert({ memorial_id: a.id, relative_id: c.id, relation: 'child' });
    expect(intoView).toMatchObject({ status: 403, error: { code: '42501' } });
    // A link is removed and made again, never changed.
    const changed = await owner.client
      .from('family_links')
      .update({ relation: 'spouse' })
      .eq('grave_id', a.id);
    expect(changed.error?.code).toBe('42501');
    expect(await storedLinks(a.id)).toEqual([{ grave_id: a.id, relative_id: b.id, relation: 'parent' }]);
  });

  it('is made by owners and editors, towards memorials they can see, without revealing the others', async () => {
    const [owner, viewer, editor, stranger] = await Promise.all([
      signUp('family-who-owner'),
      signUp('family-who-viewer'),
      signUp('family-who-editor'),
      signUp('family-who-stranger'),
    ]);
    await Promise.all([setPlan(owner.id, FAMILY), setPlan(stranger.id, FAMILY)]);
    const [shared, other, hidden] = await Promise.all([
      createMemorial(owner),
      createMemorial(owner),
      createMemorial(owner),
    ]);
    await Promise.all([share(shared.id, viewer, 'viewer'), share(shared.id, editor, 'editor')]);
    const notMine = 'Only the owner and editors of a memorial can link it to family.';
    const unseen = 'That memorial was not found, or you cannot see it.';

    const byViewer = await link(viewer, shared.id, other.id, 'sibling');
    expect(byViewer.error).toMatchObject({ code: '42501', message: notMine });
    expect(byViewer.status).toBe(403);
    // The editor cannot see `hidden`: the answer is the one for a memorial that does not exist.
    expect((await link(editor, shared.id, hidden.id, 'sibling')).error?.message).toBe(unseen);
    expect((await link(editor, shared.id, crypto.randomUUID(), 'sibling')).error?.message).toBe(unseen);
    // A stranger's own memorial towards the owner's private one: not seen; towards a public one of someone else: fine.
    const strangers = await createMemorial(stranger);
    expect((await link(stranger, strangers.id, shared.id, 'spouse')).error?.message).toBe(unseen);
    const publicOne = await createMemorial(owner, { is_public: true, full_name: 'Public Parent' });
    expect((await link(stranger, strangers.id, publicOne.id, 'parent')).error).toBeNull();
    // Linking to someone's memorial never lets one link FROM it.
    expect((await link(stranger, publicOne.id, strangers.id, 'child')).error?.message).toBe(notMine);
    expect((await link(editor, shared.id, publicOne.id, 'child')).error).toBeNull();
    expect(await storedLinks(hidden.id)).toEqual([]);
  });
});

describe('reading family links', () => {
  let owner: TestUser;
  let viewer: TestUser;
  let editor: TestUser;
  let stranger: TestUser;
  let center: GraveRow;
  let publicSpouse: GraveRow;
  let sharedParent: GraveRow;
  let privateChild: GraveRow;

  beforeAll(async () => {
    [owner, viewer, editor, stranger] = await Promise.all([
      signUp('family-read-owner'),
      signUp('family-read-viewer'),
      signUp('family-read-editor'),
      signUp('family-read-stranger'),
    ]);
    await setPlan(owner.id, FAMILY);
    [center, publicSpouse, sharedParent, privateChild] = await Promise.all([
      createMemorial(owner, { is_public: true, full_name: 'Center Public' }),
      createMemorial(owner, { is_public: true, full_name: 'Spouse Public' }),
      createMemorial(owner, { full_name: 'Parent Shared' }),
      createMemorial(owner, { full_name: 'Child Private' }),
    ]);
    // viewer and editor may see the center (public) and the shared parent, never the private child.
    await Promise.all([share(sharedParent.id, viewer, 'viewer'), share(sharedParent.id, editor, 'editor')]);
    for (const [to, relation] of [
      [publicSpouse, 'spouse'],
      [sharedParent, 'parent'],
      [privateChild, 'child'],
    ] as const) {
      const { error } = await link(owner, center.id, to.id, relation);
      if (error) throw error;
    }
  });

  it('shows anon and strangers only the links between two public memorials', async () => {
    for (const reader of [undefined, stranger]) {
      expect(await relatives(reader, center.id)).toEqual(['Spouse Public: spouse']);
      expect(await relatives(reader, publicSpouse.id)).toEqual(['Center Public: spouse']);
      expect(await relatives(reader, sharedParent.id)).toEqual([]);
      expect(await relatives(reader, privateChild.id)).toEqual([]);
    }
  });

  it('shows viewers and editors the links whose other memorial they can see', async () => {
    for (const reader of [viewer, editor]) {
      expect(await relatives(reader, center.id)).toEqual(['Parent Shared: parent', 'Spouse Public: spouse']);
      expect(await relatives(reader, sharedParent.id)).toEqual(['Center Public: child']);
    }
    expect(await relatives(owner, center.id)).toEqual([
      'Child Private: child',
      'Parent Shared: parent',
      'Spouse Public: spouse',
    ]);
    expect(await relatives(owner, privateChild.id)).toEqual(['Center Public: parent']);
  });

  it('never reveals a private relative, not by name nor by id, in the view or the table', async () => {
    for (const reader of [undefined, stranger, viewer, editor]) {
      const readerClient = reader?.client ?? client();
      const everything = JSON.stringify([
        (await readerClient.from('family_links').select('*')).data,
        (await readerClient.from('memorial_relatives').select('*')).data,
        (await readerClient.from('memorial_relatives').select('*').eq('relative_id', privateChild.id)).data,
      ]);
      expect(everything).not.toContain(privateChild.id);
      expect(everything).not.toContain('Child Private');
      if (reader === undefined || reader === stranger) expect(everything).not.toContain(sharedParent.id);
    }
  });

  it('keeps links after a downgrade: visible and removable, but no new ones', async () => {
    const [a, b, c] = await Promise.all([
      createMemorial(owner, { full_name: 'Down A' }),
      createMemorial(owner, { full_name: 'Down B' }),
      createMemorial(owner, { full_name: 'Down C' }),
    ]);
    expect((await link(owner, a.id, b.id, 'sibling')).error).toBeNull();
    expect((await link(owner, a.id, c.id, 'sibling')).error).toBeNull();
    await setPlan(owner.id, null);
    try {
      expect(await relatives(owner, a.id)).toEqual(['Down B: sibling', 'Down C: sibling']);
      expect((await link(owner, b.id, c.id, 'sibling')).error?.message).toBe(
        'Family links come with the Family plan.',
      );
      const removed = await owner.client
        .from('family_links')
        .delete({ count: 'exact' })
        .or(`grave_id.eq.${a.id},relative_id.eq.${a.id}`);
      expect(removed.count).toBe(2);
    } finally {
      await setPlan(owner.id, FAMILY);
    }
  });
});

describe('removing family links', () => {
  it('lets owners and editors of either memorial remove a link, not viewers', async () => {
    const [owner, viewer, editor] = await Promise.all([
      signUp('family-remove-owner'),
      signUp('family-remove-viewer'),
      signUp('family-remove-editor'),
    ]);
    await setPlan(owner.id, FAMILY);
    const [a, b] = await Promise.all([createMemorial(owner), createMemorial(owner)]);
    await Promise.all([
      share(b.id, viewer, 'viewer'),
      share(a.id, viewer, 'viewer'),
      share(b.id, editor, 'editor'),
      share(a.id, editor, 'viewer'),
    ]);
    expect((await link(owner, a.id, b.id, 'child')).error).toBeNull();
    const byViewer = await viewer.client
      .from('family_links')
      .delete({ count: 'exact' })
      .eq('relative_id', a.id);
    expect(byViewer.count).toBe(0);
    expect(await storedLinks(a.id)).toHaveLength(1);
    // The editor edits only b (and sees a), the side the link was not made on.
    const byEditor = await editor.client
      .from('family_links')
      .delete({ count: 'exact' })
      .eq('relative_id', a.id);
    expect(byEditor.count).toBe(1);
    expect(await storedLinks(a.id)).toEqual([]);
  });

  it('goes with a deleted memorial, and nothing else does', async () => {
    const owner = await signUp('family-cascade');
    await setPlan(owner.id, FAMILY);
    const [a, b, c] = await Promise.all([
      createMemorial(owner),
      createMemorial(owner),
      createMemorial(owner),
    ]);
    expect((await link(owner, a.id, b.id, 'spouse')).error).toBeNull();
    expect((await link(owner, a.id, c.id, 'child')).error).toBeNull();
    expect((await link(owner, b.id, c.id, 'child')).error).toBeNull();
    const deleted = await owner.client.from('graves').delete({ count: 'exact' }).eq('id', a.id);
    expect(deleted.count).toBe(1);
    expect(await storedLinks(a.id)).toEqual([]);
    expect(await storedLinks(b.id, c.id)).toEqual([
      { grave_id: c.id, relative_id: b.id, relation: 'parent' },
    ]);
    const { count } = await serviceClient()
      .from('graves')
      .select('id', { count: 'exact', head: true })
      .in('id', [b.id, c.id]);
    expect(count).toBe(2);
  });
});
