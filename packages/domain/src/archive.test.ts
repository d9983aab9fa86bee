import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_TEXT,
  ArchiveError,
  archiveFileName,
  checkExport,
  importCompleteText,
  importLimitProblem,
  importPayload,
  parseArchive,
  photosOf,
  photoTypeOf,
  withNewPhotoUrls,
} from './archive';
import { PLANS } from './plans';

const BASE = 'http://127.0.0.1:54321/storage/v1/object/public';
const OWNER = 'u-1';
const cover = `${BASE}/grave-images/${OWNER}/cover.jpg`;
const portrait = `${BASE}/person-images/${OWNER}/face%20one.png`;

const grave = (overrides: Record<string, unknown> = {}) => ({
  id: 'g-1',
  full_name: 'Ada Lovelace',
  is_public: true,
  image_url: cover,
  person_image_url: portrait,
  ...overrides,
});

const bytes = (text: string) => new TextEncoder().encode(text);
const json = (value: unknown) => bytes(JSON.stringify(value));
const EXPORT = 'evergreen-export-2026-11-23.json';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]);
const photoFiles = (): [string, Uint8Array][] => [
  [`photos/grave-images/${OWNER}/cover.jpg`, JPEG],
  [`photos/person-images/${OWNER}/face one.png`, PNG],
];
const zipOf = (data: unknown, extra: [string, Uint8Array][] = photoFiles()) =>
  new Map<string, Uint8Array>([[EXPORT, json(data)], ...extra]);
const exportOf = (graves: unknown[]) => ({
  profile: null,
  graves,
  reminders: [],
  memories: [],
  exported_at: '2026-11-23T10:00:00.000Z',
});

const problem = (files: Map<string, Uint8Array>) => {
  try {
    parseArchive(files);
  } catch (error) {
    if (error instanceof ArchiveError) return error.message;
    throw error;
  }
  return null;
};

describe('archive names and texts', () => {
  it('names the zip by the local date and words the success exactly', () => {
    expect(archiveFileName(new Date(2026, 0, 5, 23, 59))).toBe('evergreen-archive-2026-01-05.zip');
    expect(importCompleteText(3)).toBe('Import complete: 3 memorials restored.');
  });
});

describe('photosOf', () => {
  it('lists each stored photo once with its zip entry; images from elsewhere are not files of ours', () => {
    expect(
      photosOf([
        grave(),
        grave({ id: 'g-2', person_image_url: null }),
        grave({ id: 'g-3', image_url: 'https://example.org/elsewhere.jpg', person_image_url: undefined }),
      ]),
    ).toEqual([
      { bucket: 'grave-images', path: `${OWNER}/cover.jpg`, entry: `photos/grave-images/${OWNER}/cover.jpg` },
      {
        bucket: 'person-images',
        path: `${OWNER}/face one.png`,
        entry: `photos/person-images/${OWNER}/face one.png`,
      },
    ]);
  });
});

describe('parseArchive', () => {
  it('reads a good archive: the export, its photos and their bytes', () => {
    const parsed = parseArchive(zipOf(exportOf([grave()])));
    expect(parsed.data.graves.map((g) => g.full_name)).toEqual(['Ada Lovelace']);
    expect(parsed.data.reminders).toEqual([]);
    expect(parsed.photos.map((p) => p.entry)).toEqual([
      `photos/grave-images/${OWNER}/cover.jpg`,
      `photos/person-images/${OWNER}/face one.png`,
    ]);
    expect(parsed.files.get(parsed.photos[0]?.entry ?? '')).toEqual(JPEG);
  });

  it('refuses a zip without exactly one export at its root', () => {
    expect(problem(new Map([['notes.txt', bytes('hi')]]))).toBe(ARCHIVE_TEXT.noExport);
    expect(problem(new Map([[`folder/${EXPORT}`, json(exportOf([grave()]))]]))).toBe(ARCHIVE_TEXT.noExport);
    expect(
      problem(new Map([...zipOf(exportOf([grave()])), ['evergreen-export-2020-01-01.json', json({})]])),
    ).toBe(ARCHIVE_TEXT.noExport);
  });

  it('refuses an export that is not JSON, or not UTF-8', () => {
    expect(problem(new Map([[EXPORT, bytes('{"graves": [')]]))).toBe(ARCHIVE_TEXT.notJson);
    expect(problem(new Map([[EXPORT, new Uint8Array([0xff, 0xfe, 0x7b])]]))).toBe(ARCHIVE_TEXT.notJson);
  });

  it.each([
    [[1, 2], 'The export in this archive is not an Evergreen export: it has no list of memorials.'],
    [
      { graves: 'none' },
      'The export in this archive is not an Evergreen export: it has no list of memorials.',
    ],
    [
      { graves: [grave()], reminders: {} },
      'The export in this archive is not an Evergreen export: "reminders" is not a list.',
    ],
    [{ graves: [] }, ARCHIVE_TEXT.empty],
    [
      { graves: ['Ada'] },
      'The export in this archive is not an Evergreen export: memorial 1 is not a memorial.',
    ],
    [
      { graves: [grave({ id: 7 })] },
      'The export in this archive is not an Evergreen export: memorial 1 has no id.',
    ],
    [
      { graves: [grave({ full_name: ' ' })] },
      'The export in this archive is not an Evergreen export: memorial 1 has no name.',
    ],
    [
      { graves: [grave({ is_public: 'yes' })] },
      'The export in this archive is not an Evergreen export: memorial 1 ("Ada Lovelace") has no valid public/private setting.',
    ],
    [
      { graves: [grave({ image_url: 42 })] },
      'The export in this archive is not an Evergreen export: memorial 1 ("Ada Lovelace") has an invalid photo address.',
    ],
    [
      { graves: [grave(), grave({ full_name: 'Twin' })] },
      'The export in this archive is not an Evergreen export: two memorials have the same id.',
    ],
    [{ graves: Array.from({ length: 1001 }, (_, n) => grave({ id: `g-${n}` })) }, ARCHIVE_TEXT.tooMany],
  ])('refuses the wrong shape %#', (data, message) => {
    expect(problem(zipOf(data))).toBe(message);
  });

  it('refuses an archive missing a photo its memorials show, or with one too large to store', () => {
    const [first] = photoFiles();
    expect(problem(zipOf(exportOf([grave()]), first ? [first] : []))).toBe(
      `The archive is missing the photo photos/person-images/${OWNER}/face one.png of "Ada Lovelace".`,
    );
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(JPEG);
    expect(
      problem(
        zipOf(exportOf([grave({ person_image_url: null })]), [
          [`photos/grave-images/${OWNER}/cover.jpg`, huge],
        ]),
      ),
    ).toBe(`The photo photos/grave-images/${OWNER}/cover.jpg is larger than 10MB, so it cannot be restored.`);
  });
});

describe('photoTypeOf', () => {
  it('knows the four image types storage takes by their bytes, and nothing else', () => {
    const webp = bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect([PNG, JPEG, bytes('GIF89a'), webp, bytes('%PDF-1.7'), new Uint8Array()].map(photoTypeOf)).toEqual([
      { type: 'image/png', extension: '.png' },
      { type: 'image/jpeg', extension: '.jpg' },
      { type: 'image/gif', extension: '.gif' },
      { type: 'image/webp', extension: '.webp' },
      null,
      null,
    ]);
  });

  it('refuses an archive whose photo is not an image', () => {
    const [, second] = photoFiles();
    const files = zipOf(exportOf([grave()]), [
      [`photos/grave-images/${OWNER}/cover.jpg`, bytes('<html>')],
      ...(second ? [second] : []),
    ]);
    expect(problem(files)).toBe(
      `The photo photos/grave-images/${OWNER}/cover.jpg is not a PNG, JPEG, GIF or WebP image.`,
    );
  });
});

describe('importLimitProblem', () => {
  const free = PLANS[0];
  if (!free) throw new Error('no Free plan');
  it('lets an archive in while it fits, and says why when it does not', () => {
    expect(importLimitProblem(5, { plan: free, gravesCount: 0 })).toBeNull();
    expect(importLimitProblem(2, { plan: free, gravesCount: 3 })).toBeNull();
    expect(importLimitProblem(6, { plan: free, gravesCount: 0 })).toBe(
      'This archive holds 6 memorials, but your Free plan allows 5 and you already have 0. Nothing was imported.',
    );
    expect(importLimitProblem(1, { plan: free, gravesCount: 5 })).toBe(
      'This archive holds 1 memorial, but your Free plan allows 5 and you already have 5. Nothing was imported.',
    );
    expect(importLimitProblem(900, { plan: { ...free, maxGraves: -1 }, gravesCount: 400 })).toBeNull();
  });
});

describe('withNewPhotoUrls', () => {
  it('points each stored photo at its new upload and leaves other addresses alone', () => {
    const data = exportOf([
      grave(),
      grave({ id: 'g-2', image_url: 'https://example.org/x.jpg', person_image_url: null }),
    ]);
    const parsed = parseArchive(zipOf(data));
    const moved = withNewPhotoUrls(
      parsed.data,
      new Map([
        [`photos/grave-images/${OWNER}/cover.jpg`, `${BASE}/grave-images/u-2/new-cover.jpg`],
        [`photos/person-images/${OWNER}/face one.png`, `${BASE}/person-images/u-2/new-face.png`],
      ]),
    );
    expect(moved.graves.map((g) => [g.image_url, g.person_image_url])).toEqual([
      [`${BASE}/grave-images/u-2/new-cover.jpg`, `${BASE}/person-images/u-2/new-face.png`],
      ['https://example.org/x.jpg', null],
    ]);
    expect(parsed.data.graves[0]?.image_url).toBe(cover);
  });
});

describe('importPayload', () => {
  it('sends the restored columns only, and the reminders and memories of the archive memorials', () => {
    const data = exportOf([{ ...grave(), user_id: 'old', updated_at: 'x', is_read_only: true }]);
    const payload = importPayload(
      checkExport({
        ...data,
        reminders: [
          {
            id: 'r-1',
            user_id: 'old',
            grave_id: 'g-1',
            reminder_date: '2024-01-01',
            reminder_type: 'birthday',
          },
          { id: 'r-2', grave_id: 'someone-elses', reminder_date: '2024-01-01' },
          'junk',
        ],
        memories: [{ id: 'm-1', grave_id: 'g-1', memory_text: 'Hello', user_id: 'old' }, { grave_id: 7 }],
      }),
    );
    expect(payload).toEqual({
      graves: [
        {
          id: 'g-1',
          full_name: 'Ada Lovelace',
          is_public: true,
          image_url: cover,
          person_image_url: portrait,
        },
      ],
      reminders: [{ grave_id: 'g-1', reminder_date: '2024-01-01', reminder_type: 'birthday' }],
      memories: [{ grave_id: 'g-1', memory_text: 'Hello' }],
      grave_photos: [],
    });
  });

  it('sends "hide from search" and the gallery rows of the archive memorials with their caption and position', () => {
    const payload = importPayload(
      checkExport({
        ...exportOf([grave({ hide_from_search: true }), grave({ id: 'g-2', full_name: 'Bo' })]),
        grave_photos: [
          {
            id: 'p-1',
            grave_id: 'g-2',
            storage_path: `${OWNER}/a.png`,
            caption: 'Spring',
            position: 1,
            created_by: 'old',
          },
          { id: 'p-2', grave_id: 'g-1', storage_path: `${OWNER}/b.png`, caption: '', position: 0 },
        ],
      }),
    );
    expect(payload.graves.map((g) => g.hide_from_search)).toEqual([true, undefined]);
    expect(payload.grave_photos).toEqual([
      { grave_id: 'g-2', storage_path: `${OWNER}/a.png`, caption: 'Spring', position: 1 },
      { grave_id: 'g-1', storage_path: `${OWNER}/b.png`, caption: '', position: 0 },
    ]);
  });
});

describe('the gallery in the archive', () => {
  const galleryRow = (overrides: Record<string, unknown> = {}) => ({
    id: 'p-1',
    grave_id: 'g-1',
    storage_path: `${OWNER}/gallery-1.png`,
    caption: 'At the seaside',
    position: 0,
    ...overrides,
  });
  const galleryFile: [string, Uint8Array] = [`photos/grave-images/${OWNER}/gallery-1.png`, PNG];

  it('reads old archives without gallery rows as an empty gallery', () => {
    expect(parseArchive(zipOf(exportOf([grave()]))).data.grave_photos).toEqual([]);
  });

  it('lists each gallery file beside the covers and portraits, once, and needs its bytes', () => {
    const data = { ...exportOf([grave()]), grave_photos: [galleryRow()] };
    const parsed = parseArchive(zipOf(data, [...photoFiles(), galleryFile]));
    expect(parsed.photos.map((p) => p.entry)).toEqual([
      `photos/grave-images/${OWNER}/cover.jpg`,
      `photos/person-images/${OWNER}/face one.png`,
      `photos/grave-images/${OWNER}/gallery-1.png`,
    ]);
    expect(photosOf([grave()], [galleryRow({ storage_path: `${OWNER}/cover.jpg` })])).toHaveLength(2);
    expect(problem(zipOf(data))).toBe(
      `The archive is missing the photo photos/grave-images/${OWNER}/gallery-1.png of "Ada Lovelace".`,
    );
  });

  it('refuses gallery rows that are not a list, not on an archive memorial, or without a valid file', () => {
    const cases: [unknown, string][] = [
      ['photos', '"grave_photos" is not a list.'],
      [[7], 'gallery photo 1 is not a gallery photo.'],
      [[galleryRow({ grave_id: 'g-9' })], 'gallery photo 1 belongs to no memorial of the archive.'],
      [
        [galleryRow(), galleryRow({ storage_path: '../../etc/passwd' })],
        'gallery photo 2 has no valid file name.',
      ],
      [[galleryRow({ caption: 5 })], 'gallery photo 1 has an invalid caption.'],
      [[galleryRow({ position: -1 })], 'gallery photo 1 has an invalid position.'],
    ];
    for (const [rows, detail] of cases)
      expect(
        problem(zipOf({ ...exportOf([grave()]), grave_photos: rows }, [...photoFiles(), galleryFile])),
      ).toBe(`The export in this archive is not an Evergreen export: ${detail}`);
  });

  it('points each gallery row at the object it was uploaded again as', () => {
    const parsed = parseArchive(
      zipOf({ ...exportOf([grave()]), grave_photos: [galleryRow()] }, [...photoFiles(), galleryFile]),
    );
    const moved = withNewPhotoUrls(
      parsed.data,
      new Map([[galleryFile[0], `${BASE}/grave-images/u-2/new-gallery.png`]]),
    );
    expect(moved.grave_photos).toEqual([galleryRow({ storage_path: 'u-2/new-gallery.png' })]);
  });
});
