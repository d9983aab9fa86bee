import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemorial, memorialForm, setPlan } from '../fixtures.ts';
import { backend, raw, signUp, type TestUser } from '../helpers.ts';

/** A memorial as "Export Data" writes it: every column, with the old account's ids. */
const exportedGrave = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  user_id: randomUUID(),
  created_by: randomUUID(),
  image_url: null,
  person_image_url: null,
  slug: null,
  created_at: '2024-03-01T10:00:00.000Z',
  updated_at: '2024-03-02T10:00:00.000Z',
  ...memorialForm(),
  ...overrides,
});

const exportedReminder = (graveId: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  grave_id: graveId,
  user_id: randomUUID(),
  // Long past: a restore brings reminders back as they were, which the API's start-date rule would refuse.
  reminder_date: '2024-04-01',
  next_reminder_date: '2025-04-01',
  reminder_type: 'death_anniversary',
  frequency: 'yearly',
  custom_message: 'Bring lilies',
  is_active: true,
  created_at: '2024-03-05T10:00:00.000Z',
  updated_at: '2024-03-05T10:00:00.000Z',
  ...overrides,
});

const exportedMemory = (graveId: string, text: string) => ({
  id: randomUUID(),
  grave_id: graveId,
  user_id: randomUUID(),
  memory_text: text,
  created_at: '2024-03-06T10:00:00.000Z',
  updated_at: '2024-03-06T10:00:00.000Z',
});

const archiveOf = (graves: object[], reminders: object[] = [], memories: object[] = []) => ({
  profile: null,
  graves,
  reminders,
  memories,
  exported_at: '2026-11-01T12:00:00.000Z',
});

/** A gallery row as the zip's export writes it, pointing at a file the page uploaded again for `owner`. */
const exportedPhoto = (graveId: string, owner: string, position: number, caption: string) => ({
  id: randomUUID(),
  grave_id: graveId,
  storage_path: `${owner}/${randomUUID()}.png`,
  caption,
  position,
  created_by: randomUUID(),
  created_at: '2024-03-07T10:00:00.000Z',
});

const importArchive = (user: TestUser, archive: unknown) => user.client.rpc('import_archive', { archive });

/** What a user owns, in a comparable form. */
async function owned(user: TestUser) {
  const [graves, reminders, memories] = await Promise.all([
    user.client.from('graves').select('*').eq('user_id', user.id).order('full_name'),
    user.client.from('reminders').select('*').eq('user_id', user.id),
    user.client.from('visitor_memories').select('*').eq('user_id', user.id),
  ]);
  return { graves: graves.data ?? [], reminders: reminders.data ?? [], memories: memories.data ?? [] };
}

describe('rpc import_archive(archive)', () => {
  it('restores the memorials under new ids with their reminders and memories, owned by the caller', async () => {
    const [user, stranger] = await Promise.all([signUp('import-user'), signUp('import-stranger')]);
    await setPlan(user.id, 'price_personal_monthly'); // so the readable address may come back (issue 15)
    const open = exportedGrave({
      full_name: 'Ada Open',
      is_public: true,
      slug: `ada-${randomUUID().slice(0, 8)}`,
    });
    const closed = exportedGrave({ full_name: 'Bea Closed', is_public: false, birth_date: null });
    const elsewhere = randomUUID(); // a memorial of someone else that the old account wrote on
    const archive = archiveOf(
      [open, closed],
      [exportedReminder(open.id), exportedReminder(elsewhere, { custom_message: 'not mine to restore' })],
      [exportedMemory(closed.id, 'Her garden in June'), exportedMemory(elsewhere, 'not mine to restore')],
    );

    const { data, error } = await importArchive(user, archive);
    expect(error).toBeNull();
    expect(data).toBe(2);

    const mine = await owned(user);
    expect(mine.graves.map((g) => [g.full_name, g.is_public, g.birth_date, g.death_date, g.slug])).toEqual([
      ['Ada Open', true, '1940-02-01', '2020-05-06', open.slug],
      ['Bea Closed', false, null, '2020-05-06', null],
    ]);
    for (const grave of mine.graves) {
      expect([open.id, closed.id]).not.toContain(grave.id);
      expect(grave.user_id).toBe(user.id);
      expect(grave.created_by).toBe(user.id);
      expect(grave.created_at).toBe('2024-03-01T10:00:00+00:00');
    }
    const [ada, bea] = mine.graves;
    expect(
      mine.reminders.map((r) => [r.grave_id, r.reminder_date, r.next_reminder_date, r.custom_message]),
    ).toEqual([[ada?.id, '2024-04-01', '2025-04-01', 'Bring lilies']]);
    expect(mine.memories.map((m) => [m.grave_id, m.memory_text])).toEqual([[bea?.id, 'Her garden in June']]);
    // The public one is public to anyone, the private one to nobody else.
    const seen = await stranger.client.from('graves').select('full_name').in('id', [ada?.id, bea?.id]);
    expect(seen.data).toEqual([{ full_name: 'Ada Open' }]);
  });

  it('drops a readable address the importer may not choose now (Free plan, reserved word) and keeps the memorial', async () => {
    const [free, paid] = await Promise.all([signUp('import-free-slug'), signUp('import-paid-slug')]);
    await setPlan(paid.id, 'price_personal_monthly');
    const kept = `kept-${randomUUID().slice(0, 8)}`;
    expect((await importArchive(free, archiveOf([exportedGrave({ slug: kept })]))).error).toBeNull();
    expect((await owned(free)).graves.map((g) => g.slug)).toEqual([null]);
    const archive = archiveOf([
      exportedGrave({ slug: kept }),
      exportedGrave({ full_name: 'Demo', slug: 'demo' }),
    ]);
    expect((await importArchive(paid, archive)).error).toBeNull();
    expect((await owned(paid)).graves.map((g) => g.slug).sort()).toEqual([kept, null]);
  });

  it('refuses an archive over the plan limit before writing anything, saying why', async () => {
    const user = await signUp('import-limit');
    for (let n = 0; n < 3; n++) await createMemorial(user, { full_name: `Existing ${n}` });
    const graves = [1, 2, 3].map((n) => exportedGrave({ full_name: `Imported ${n}` }));
    const { data, error, status } = await importArchive(
      user,
      archiveOf(graves, [exportedReminder(graves[0]?.id ?? '')]),
    );
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error?.message).toBe(
      'This archive holds 3 memorials, but your Free plan allows 5 and you already have 3. Nothing was imported.',
    );
    const mine = await owned(user);
    expect(mine.graves.map((g) => g.full_name)).toEqual(['Existing 0', 'Existing 1', 'Existing 2']);
    expect(mine.reminders).toEqual([]);

    // The same archive fits once the plan allows it.
    await setPlan(user.id, 'price_personal_monthly');
    expect((await importArchive(user, archiveOf(graves))).data).toBe(3);
  });

  it('is all or nothing: one bad memorial, reminder or memory leaves the account untouched', async () => {
    const user = await signUp('import-atomic');
    const good = exportedGrave({ full_name: 'Good One' });
    const cases: [unknown, string][] = [
      [
        archiveOf([
          good,
          exportedGrave({ full_name: 'Bad Dates', birth_date: '2000-01-01', death_date: '1990-01-01' }),
        ]),
        'Memorial 2 in the archive ("Bad Dates") has an invalid value: the date of death is before the date of birth.',
      ],
      [
        archiveOf([good, exportedGrave({ birth_date: 'the spring of 1950' })]),
        'Memorial 2 in the archive has an invalid value',
      ],
      [
        archiveOf([good, exportedGrave({ full_name: '   ' })]),
        'Memorial 2 in the archive ("   ") has an invalid value: the name is empty.',
      ],
      [
        archiveOf([good], [exportedReminder(good.id, { reminder_type: 'party' })]),
        'Reminder 1 in the archive has an invalid value',
      ],
      [archiveOf([good], [], [exportedMemory(good.id, '')]), 'Memory 1 in the archive has an invalid value'],
      [
        archiveOf([good, { ...exportedGrave(), id: good.id }]),
        'Memorial 2 in the archive has no id, or the same id',
      ],
    ];
    for (const [archive, message] of cases) {
      const { error, status } = await importArchive(user, archive);
      expect(status, message).toBe(400);
      expect(error?.message.startsWith(message), `${error?.message} / ${message}`).toBe(true);
    }
    expect(await owned(user)).toEqual({ graves: [], reminders: [], memories: [] });
  });

  it('answers archives of the wrong shape with a 400 and a clear message', async () => {
    const user = await signUp('import-shapes');
    const cases: [unknown, string][] = [
      [null, 'This is not an Evergreen archive: it has no list of memorials.'],
      ['graves', 'This is not an Evergreen archive: it has no list of memorials.'],
      [{ graves: {} }, 'This is not an Evergreen archive: it has no list of memorials.'],
      [
        { graves: [], reminders: 'x' },
        'This is not an Evergreen archive: reminders and memories must be lists.',
      ],
      [{ graves: [] }, 'The archive holds no memorials.'],
      [{ graves: [42] }, 'Memorial 1 in the archive is not a memorial.'],
      [
        { graves: Array.from({ length: 1001 }, () => ({})) },
        'The archive is too large: at most 1000 memorials, 10000 reminders and 10000 memories at a time.',
      ],
    ];
    for (const [archive, message] of cases) {
      const { error, status } = await importArchive(user, archive);
      expect([status, error?.message]).toEqual([400, message]);
    }
    // Not JSON at all, or no argument: PostgREST's own 4xx, never a 5xx.
    for (const body of ['{"archive":', '{}', '[]']) {
      const response = await raw('/rest/v1/rpc/import_archive', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
    expect((await owned(user)).graves).toEqual([]);
  });

  it("writes only into the caller's own account: ids and photos of others are not taken over, anon is refused", async () => {
    const [user, victim] = await Promise.all([signUp('import-self'), signUp('import-victim')]);
    const theirs = await createMemorial(victim, { full_name: 'Victim Memorial' });
    // An archive naming the victim as owner and reusing their memorial's id still lands in the caller's account.
    const { data } = await importArchive(
      user,
      archiveOf([
        exportedGrave({ id: theirs.id, user_id: victim.id, created_by: victim.id, full_name: 'Mine Now' }),
      ]),
    );
    expect(data).toBe(1);
    expect((await owned(user)).graves.map((g) => [g.full_name, g.user_id])).toEqual([['Mine Now', user.id]]);
    expect((await owned(victim)).graves.map((g) => [g.id, g.full_name])).toEqual([
      [theirs.id, 'Victim Memorial'],
    ]);

    // A photo in someone else's folder is refused (its later removal would release their file).
    const photo = `${backend().url}/storage/v1/object/public/grave-images/${victim.id}/portrait.png`;
    const refused = await importArchive(user, archiveOf([exportedGrave({ image_url: photo })]));
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'Memorial 1 in the archive has a photo outside your own folder; upload it again before importing.',
    ]);
    const ownPhoto = `${backend().url}/storage/v1/object/public/person-images/${user.id}/portrait.png`;
    expect((await importArchive(user, archiveOf([exportedGrave({ person_image_url: ownPhoto })]))).data).toBe(
      1,
    );

    const anonymous = await raw('/rest/v1/rpc/import_archive', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ archive: archiveOf([exportedGrave()]) }),
    });
    expect(anonymous.status).toBe(401);
    expect((await owned(user)).graves).toHaveLength(2);
  });
  it('restores "hide from search" and each memorial\'s gallery with its captions in its order', async () => {
    const user = await signUp('import-gallery');
    const hidden = exportedGrave({ full_name: 'Hidden Public', is_public: true, hide_from_search: true });
    const shown = exportedGrave({ full_name: 'Shown Public', is_public: true, hide_from_search: false });
    // Listed out of order, as nothing promises the rows' order in the file; positions say it.
    const photos = [
      exportedPhoto(hidden.id, user.id, 2, 'The wedding'),
      exportedPhoto(hidden.id, user.id, 0, 'As a child'),
      exportedPhoto(shown.id, user.id, 0, ''),
      exportedPhoto(hidden.id, user.id, 1, 'Graduation'),
      exportedPhoto(randomUUID(), user.id, 0, 'on a memorial outside the archive'),
    ];
    const { data, error } = await importArchive(user, {
      ...archiveOf([hidden, shown]),
      grave_photos: photos,
    });
    expect(error).toBeNull();
    expect(data).toBe(2);

    const mine = await owned(user);
    expect(mine.graves.map((g) => [g.full_name, g.hide_from_search])).toEqual([
      ['Hidden Public', true],
      ['Shown Public', false],
    ]);
    const [restoredHidden, restoredShown] = mine.graves;
    const gallery = await user.client
      .from('grave_photos')
      .select('grave_id, storage_path, caption, position, created_by')
      .in('grave_id', [restoredHidden?.id, restoredShown?.id])
      .order('grave_id')
      .order('position');
    expect(gallery.error).toBeNull();
    const byPath = (index: number) => photos[index]?.storage_path;
    expect(
      (gallery.data ?? [])
        .filter((p) => p.grave_id === restoredHidden?.id)
        .map((p) => [p.position, p.caption, p.storage_path, p.created_by]),
    ).toEqual([
      [0, 'As a child', byPath(1), user.id],
      [1, 'Graduation', byPath(3), user.id],
      [2, 'The wedding', byPath(0), user.id],
    ]);
    expect(
      (gallery.data ?? [])
        .filter((p) => p.grave_id === restoredShown?.id)
        .map((p) => [p.position, p.caption, p.storage_path]),
    ).toEqual([[0, '', byPath(2)]]);
    expect(gallery.data).toHaveLength(4);
  });

  it("refuses a gallery over the plan's photo limit, or a gallery file outside the caller's folder, writing nothing", async () => {
    const [user, other] = await Promise.all([signUp('import-gallery-limit'), signUp('import-gallery-other')]);
    const crowded = exportedGrave({ full_name: 'Many Photos' });
    const photos = Array.from({ length: 11 }, (_, n) => exportedPhoto(crowded.id, user.id, n, `Photo ${n}`));
    const archive = { ...archiveOf([crowded], [exportedReminder(crowded.id)]), grave_photos: photos };
    const refused = await importArchive(user, archive);
    expect([refused.status, refused.error?.message]).toEqual([
      400,
      'The memorial "Many Photos" in this archive has 11 gallery photos, but your Free plan allows 10 photos per memorial. Nothing was imported.',
    ]);
    expect(await owned(user)).toEqual({ graves: [], reminders: [], memories: [] });

    const foreign = exportedGrave({ full_name: 'Foreign File' });
    const stolen = await importArchive(user, {
      ...archiveOf([foreign]),
      grave_photos: [exportedPhoto(foreign.id, other.id, 0, 'not mine')],
    });
    expect([stolen.status, stolen.error?.message]).toEqual([
      403,
      'Gallery photo 1 in the archive is a file outside your own folder; upload it again before importing.',
    ]);
    const notAList = await importArchive(user, { ...archiveOf([foreign]), grave_photos: 'photos' });
    expect([notAList.status, notAList.error?.message]).toEqual([
      400,
      'This is not an Evergreen archive: gallery photos must be a list.',
    ]);
    expect((await owned(user)).graves).toEqual([]);

    // On Personal (100 per memorial) the same archive is restored whole.
    await setPlan(user.id, 'price_personal_monthly');
    expect((await importArchive(user, archive)).data).toBe(1);
    const [manyPhotos] = (await owned(user)).graves;
    const restored = await user.client
      .from('grave_photos')
      .select('caption')
      .eq('grave_id', manyPhotos?.id ?? '')
      .order('position');
    expect(restored.data?.map((p) => p.caption)).toEqual(photos.map((p) => p.caption));
  });
});
