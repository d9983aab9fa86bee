// The PDF keepsake follows the plan of the memorial's owner (issue 26), like every other paid feature of a
// memorial: the page asks `graves?select=keepsake_kind` and offers the booklet, the pages or the upgrade prompt.
import { describe, expect, it } from 'vitest';
import { createMemorial, setPlan, share } from '../fixtures.ts';
import { signUp, type TestUser } from '../helpers.ts';

const FAMILY = 'price_family_monthly';
const PERSONAL = 'price_personal_monthly';

async function keepsakeKind(reader: TestUser, graveId: string) {
  const { data, error } = await reader.client
    .from('graves')
    .select('keepsake_kind')
    .eq('id', graveId)
    .single();
  if (error) throw error;
  return (data as unknown as { keepsake_kind: string | null }).keepsake_kind;
}

describe('the keepsake of a memorial', () => {
  it("is the one of its owner's plan, for the owner and for every collaborator whatever their own plan", async () => {
    const [free, personal, family, freeEditor, familyViewer] = await Promise.all([
      signUp('keepsake-free'),
      signUp('keepsake-personal'),
      signUp('keepsake-family'),
      signUp('keepsake-free-editor'),
      signUp('keepsake-family-viewer'),
    ]);
    await Promise.all([
      setPlan(personal.id, PERSONAL),
      setPlan(family.id, FAMILY),
      setPlan(familyViewer.id, FAMILY),
    ]);
    const [freeGrave, personalGrave, familyGrave] = await Promise.all([
      createMemorial(free),
      createMemorial(personal),
      createMemorial(family),
    ]);
    expect(await keepsakeKind(free, freeGrave.id)).toBeNull();
    expect(await keepsakeKind(personal, personalGrave.id)).toBe('basic');
    expect(await keepsakeKind(family, familyGrave.id)).toBe('rich');

    // A Free editor of a Family owner's memorial gets the booklet; a Family viewer of a Free one gets none.
    await Promise.all([
      share(familyGrave.id, freeEditor, 'editor'),
      share(freeGrave.id, familyViewer, 'viewer'),
    ]);
    expect(await keepsakeKind(freeEditor, familyGrave.id)).toBe('rich');
    expect(await keepsakeKind(familyViewer, freeGrave.id)).toBeNull();
  });
});
