import { describe, expect, it } from 'vitest';
import { createMemorial, setPlan, share, shareByEmail } from '../fixtures.ts';
import { signUp } from '../helpers.ts';

const addMemorial = (user: Awaited<ReturnType<typeof signUp>>, name: string) =>
  user.client.from('graves').insert({ full_name: name, user_id: user.id }).select('id').single();

describe('plan limits in the database', () => {
  it('Free: the 5th memorial is allowed, the 6th refused with the spec message', async () => {
    const user = await signUp('free-limit');
    for (let n = 1; n <= 4; n++) expect((await addMemorial(user, `M${n}`)).error).toBeNull();
    expect((await addMemorial(user, 'M5')).error).toBeNull();
    const sixth = await addMemorial(user, 'M6');
    expect(sixth.error?.message).toBe("You've reached your Free plan limit of 5 memorials...");
    expect(sixth.status).toBe(400);
  });

  it('Free: one collaborator per memorial, in the singular', async () => {
    const [owner, first, second] = await Promise.all([signUp('collab-owner'), signUp('c1'), signUp('c2')]);
    const grave = await createMemorial(owner);
    const ok = await shareByEmail(owner, grave.id, first.email);
    expect(ok.error).toBeNull();
    const refused = await shareByEmail(owner, grave.id, second.email);
    expect(refused.error?.message).toBe("You've reached your Free plan limit of 1 collaborator...");
  });

  it('Personal: 3 collaborators, then refused; the plan follows the configured price id', async () => {
    const [owner, ...people] = await Promise.all(
      ['p-owner', 'p1', 'p2', 'p3', 'p4'].map((label) => signUp(label)),
    );
    if (!owner) throw new Error('no owner');
    await setPlan(owner.id, 'price_personal_monthly');
    const grave = await createMemorial(owner);
    const results = [];
    for (const person of people) {
      results.push((await shareByEmail(owner, grave.id, person.email)).error?.message ?? 'ok');
    }
    expect(results).toEqual([
      'ok',
      'ok',
      'ok',
      "You've reached your Personal plan limit of 3 collaborators...",
    ]);
  });

  it('Personal allows more than 5 memorials; an unknown price id counts as Free', async () => {
    const user = await signUp('personal-graves');
    await setPlan(user.id, 'price_personal_monthly');
    for (let n = 1; n <= 6; n++) expect((await addMemorial(user, `P${n}`)).error).toBeNull();
    await setPlan(user.id, 'price_something_else');
    expect((await addMemorial(user, 'P7')).error?.message).toBe(
      "You've reached your Free plan limit of 5 memorials...",
    );
  });

  it('Family: unlimited memorials and 10 collaborators', async () => {
    const owner = await signUp('family');
    await setPlan(owner.id, 'price_family_monthly');
    for (let n = 1; n <= 7; n++) expect((await addMemorial(owner, `F${n}`)).error).toBeNull();
    const grave = await createMemorial(owner);
    const people = await Promise.all(Array.from({ length: 11 }, (_, n) => signUp(`fam${n}`)));
    for (const person of people.slice(0, 10)) await share(grave.id, person, 'viewer');
    const eleventh = people[10];
    const refused = await shareByEmail(owner, grave.id, eleventh?.email ?? '');
    expect(refused.error?.message).toBe("You've reached your Family plan limit of 10 collaborators...");
  });
});
