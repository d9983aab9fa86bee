import { Blob as NodeBlob } from 'node:buffer';
import { restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { ARCHIVE_TEXT, ArchiveError } from '@evergreen/domain/archive';
import { zipSync } from 'fflate';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, myPlan } from '../../../testing/support';
import * as downloadApi from './download-archive';
import { importArchive, readArchive } from './import-archive';

const backend = useTestBackend();

// The archive as the page builds it and reads it back, with the network replaced: the client's storage, the
// photos' public URLs and the database functions.
const OLD = 'old-user';
const BASE = 'http://backend.test/storage/v1/object/public';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);
const grave = (id: string, name: string, photos: Record<string, string | null>) => ({
  id,
  user_id: ME,
  full_name: name,
  is_public: id === 'g-1',
  image_url: null,
  person_image_url: null,
  ...photos,
});
const EXPORTED = {
  profile: null,
  graves: [
    grave('g-1', 'Ada', {
      image_url: `${BASE}/grave-images/${OLD}/a.jpg`,
      person_image_url: `${BASE}/person-images/${OLD}/b.png`,
    }),
    grave('g-2', 'Bea', { image_url: `${BASE}/grave-images/${OLD}/a.jpg` }),
  ],
  reminders: [],
  memories: [],
  exported_at: '2026-11-23T10:00:00.000Z',
};

/**
 * What the storage was asked, by bucket and object name: each upload (answered with `upload`'s result, an error
 * when it has one) and each removal.
 */
const storage = {
  upload: vi.fn<(bucket: string, path: string) => { error: { message: string } | null }>(),
  remove: vi.fn<(bucket: string, paths: string[]) => void>(),
};
const STORAGE_OBJECTS = 'http://backend.test/storage/v1/object';

beforeEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
  storage.upload.mockReturnValue({ error: null });
  server.use(
    http.post(`${STORAGE_OBJECTS}/*`, ({ request }) => {
      const [bucket = '', ...path] = new URL(request.url).pathname.split('/object/')[1]?.split('/') ?? [];
      const { error } = storage.upload(bucket, path.join('/'));
      if (error)
        return HttpResponse.json(
          { statusCode: '413', error: 'Payload too large', ...error },
          { status: 400 },
        );
      return HttpResponse.json({ Key: `${bucket}/${path.join('/')}`, Id: crypto.randomUUID() });
    }),
    http.delete(`${STORAGE_OBJECTS}/:bucket`, async ({ request, params }) => {
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      storage.remove(String(params.bucket), prefixes);
      return HttpResponse.json([]);
    }),
  );
  // What "Download everything" reads of the user's own rows.
  backend.seed('profiles', []);
  backend.seed('graves', EXPORTED.graves);
  backend.seed('reminders', []);
  backend.seed('visitor_memories', []);
  backend.seed('grave_photos', []);
  backend.servePlan(myPlan('free', { graves: 2 }));
});

/** jsdom's Blob cannot be read back (no arrayBuffer()); Node's can, as a browser's File can. */
const blobOf = (part: Uint8Array | string) => new NodeBlob([part]) as unknown as Blob;

/** The database's import: answers how many memorials it wrote, or refuses with this message. */
const serveImport = (refusal?: string) =>
  backend.rpc('import_archive', () => {
    if (refusal) throw restError(400, refusal);
    return 2;
  });
const importCalls = () => backend.rpcCalls('import_archive');

/** Serves the public photo files: `.gif` as GIF, `a.jpg` as JPEG, anything else as PNG. */
const servePhotos = (gif = new Uint8Array()) =>
  server.use(
    http.get(`${BASE}/*`, ({ request }) => {
      const url = request.url;
      return new HttpResponse(url.endsWith('.gif') ? gif : url.endsWith('a.jpg') ? JPEG : PNG);
    }),
  );

/** The zip "Download everything" makes for EXPORTED, photos read from a fake storage. */
async function downloadedZip(): Promise<Blob> {
  servePhotos();
  const bytes = await downloadApi.buildArchive(ME, new Date(2026, 10, 23, 9));
  return blobOf(bytes);
}

describe('download everything, then import', () => {
  it('packs the export and each photo once, and restores them under new names in the user folder', async () => {
    const zip = await downloadedZip();
    const read = await readArchive(zip);
    expect([...read.files.keys()].sort()).toEqual([
      'evergreen-export-2026-11-23.json',
      `photos/grave-images/${OLD}/a.jpg`,
      `photos/person-images/${OLD}/b.png`,
    ]);
    expect(read.files.get(`photos/grave-images/${OLD}/a.jpg`)).toEqual(JPEG);

    serveImport();
    expect(await importArchive(ME, zip)).toBe(2);
    const uploads = storage.upload.mock.calls.map(([bucket, path]) => `${bucket}/${path}`);
    expect(uploads).toEqual([
      expect.stringMatching(new RegExp(`^grave-images/${ME}/[0-9a-f-]{36}\\.jpg$`)),
      expect.stringMatching(new RegExp(`^person-images/${ME}/[0-9a-f-]{36}\\.png$`)),
    ]);
    const sent = (importCalls()[0] as { archive: typeof EXPORTED }).archive;
    // Both memorials showing the same cover point at its one new upload.
    expect(sent.graves.map((g) => [g.full_name, g.is_public, g.image_url, g.person_image_url])).toEqual([
      ['Ada', true, `${BASE}/${uploads[0]}`, `${BASE}/${uploads[1]}`],
      ['Bea', false, `${BASE}/${uploads[0]}`, null],
    ]);
    expect(storage.remove).not.toHaveBeenCalled();
  });

  it('refuses an archive the plan has no room for before uploading or writing anything', async () => {
    backend.servePlan(myPlan('free', { graves: 4 }));
    const zip = await downloadedZip();
    serveImport();
    await expect(importArchive(ME, zip)).rejects.toThrow(
      new ArchiveError(
        'This archive holds 2 memorials, but your Free plan allows 5 and you already have 4. Nothing was imported.',
      ),
    );
    expect(storage.upload).not.toHaveBeenCalled();
    expect(importCalls()).toHaveLength(0);
  });

  it('removes the photos it uploaded when the database refuses the import', async () => {
    const zip = await downloadedZip();
    serveImport('Memorial 2 in the archive has an invalid value');
    await expect(importArchive(ME, zip)).rejects.toMatchObject({
      message: 'Memorial 2 in the archive has an invalid value',
    });
    const uploaded = storage.upload.mock.calls.map(([bucket, path]) => [bucket, [path]]);
    expect(storage.remove.mock.calls).toEqual(uploaded);
  });

  it('removes earlier uploads when a later one fails', async () => {
    const zip = await downloadedZip();
    storage.upload
      .mockReturnValueOnce({ error: null })
      .mockReturnValueOnce({ error: { message: 'The object exceeded the maximum allowed size' } });
    serveImport();
    await expect(importArchive(ME, zip)).rejects.toThrow(
      `Failed to upload the photo photos/person-images/${OLD}/b.png: The object exceeded the maximum allowed size`,
    );
    expect(storage.remove).toHaveBeenCalledWith('grave-images', [storage.upload.mock.calls[0]?.[1]]);
    expect(importCalls()).toHaveLength(0);
  });

  it('fails the download when a photo cannot be read, rather than leaving it out', async () => {
    server.use(http.get(`${BASE}/*`, () => new HttpResponse('gone', { status: 404 })));
    await expect(downloadApi.buildArchive(ME, new Date())).rejects.toThrow(
      `Failed to download the archive: the photo ${OLD}/a.jpg could not be read.`,
    );
  });
});

describe('the gallery in the archive (issue 15)', () => {
  const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 7]);
  const galleryRow = {
    id: 'p-1',
    grave_id: 'g-2',
    storage_path: 'editor-folder/sea.gif',
    caption: 'By the sea',
    position: 0,
    created_by: 'editor-folder',
    created_at: '2026-11-01T10:00:00.000Z',
  };

  it("packs each gallery file and row, and restores them in the user's folder with their captions", async () => {
    backend.seed('grave_photos', [{ ...galleryRow, graves: { user_id: ME } }]);
    servePhotos(GIF);
    const zip = blobOf(await downloadApi.buildArchive(ME, new Date(2026, 10, 23, 9)));
    const read = await readArchive(zip);
    expect(read.files.get('photos/grave-images/editor-folder/sea.gif')).toEqual(GIF);
    expect(read.data.grave_photos).toEqual([galleryRow]);

    serveImport();
    expect(await importArchive(ME, zip)).toBe(2);
    const gifUpload = storage.upload.mock.calls.find(([, path]) => String(path).endsWith('.gif'));
    expect(gifUpload?.[0]).toBe('grave-images');
    expect(gifUpload?.[1]).toMatch(new RegExp(`^${ME}/[0-9a-f-]{36}\\.gif$`));
    expect((importCalls()[0] as { archive: { grave_photos: unknown[] } }).archive.grave_photos).toEqual([
      { grave_id: 'g-2', storage_path: gifUpload?.[1], caption: 'By the sea', position: 0 },
    ]);
  });

  it('removes the gallery uploads too when the database refuses the gallery', async () => {
    backend.seed('grave_photos', [{ ...galleryRow, graves: { user_id: ME } }]);
    servePhotos(GIF);
    const zip = blobOf(await downloadApi.buildArchive(ME, new Date(2026, 10, 23, 9)));
    const refusal = { message: 'The memorial "Bea" in this archive has 11 gallery photos …' };
    serveImport(refusal.message);
    await expect(importArchive(ME, zip)).rejects.toMatchObject(refusal);
    const removed = storage.remove.mock.calls.flatMap(([bucket, paths]) =>
      (paths as string[]).map((path) => `${bucket}/${path}`),
    );
    expect(removed.sort()).toEqual(storage.upload.mock.calls.map(([b, path]) => `${b}/${path}`).sort());
    expect(removed.some((path) => path.endsWith('.gif'))).toBe(true);
  });
});

describe('readArchive refuses what is not an archive', () => {
  it.each([
    ['a text file', blobOf('hello'), ARCHIVE_TEXT.notZip],
    ['a broken zip', blobOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9])), ARCHIVE_TEXT.notZip],
    ['a zip without an export', blobOf(zipSync({ 'notes.txt': new Uint8Array([1]) })), ARCHIVE_TEXT.noExport],
    [
      'a photo that unpacks past 10MB',
      blobOf(zipSync({ 'photos/grave-images/u/big.jpg': new Uint8Array(10 * 1024 * 1024 + 1) })),
      'The photo photos/grave-images/u/big.jpg is larger than 10MB, so it cannot be restored.',
    ],
  ])('%s', async (_, file, message) => {
    await expect(readArchive(file)).rejects.toThrow(new ArchiveError(message));
  });

  it('an oversized file, without reading it', async () => {
    const huge = { size: 200 * 1024 * 1024 + 1, arrayBuffer: vi.fn() } as unknown as Blob;
    await expect(readArchive(huge)).rejects.toThrow(new ArchiveError(ARCHIVE_TEXT.tooLarge));
    expect(huge.arrayBuffer).not.toHaveBeenCalled();
  });
});
