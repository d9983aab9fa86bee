import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { TEST_SUPABASE_URL } from '@evergreen/dev-host/testing';
import { zipSync } from 'fflate';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  ME,
  MY_EMAIL,
  myPlan,
  PRICE_ROWS,
  renderAt,
  signInAs,
} from '../../../testing/support';

// The section's downloads and imports run whole against the test backend: its tables, my_plan, import_archive
// and the storage's public photos.
const backend = useTestBackend();

beforeAll(() => {
  // jsdom's Blob cannot be read back as bytes (a browser's File can): read it as the FileReader does.
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
});

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  backend.rpc('billing_plans', () => PRICE_ROWS);
  for (const table of ['graves', 'reminders', 'visitor_memories', 'grave_photos']) backend.seed(table, []);
});

const data = () => screen.getByRole('region', { name: 'Data Management' });

/** An archive as "Download everything (.zip)" makes it, with this many memorials and no photos. */
const archiveOf = (memorials: number, name = 'evergreen-archive-2026-11-23.zip') => {
  const graves = Array.from({ length: memorials }, (_, index) => ({
    id: `g-${index}`,
    full_name: `Person ${index}`,
  }));
  const json = JSON.stringify({ profile: null, graves, reminders: [], memories: [], grave_photos: [] });
  const bytes = zipSync({ 'evergreen-export-2026-11-23.json': new TextEncoder().encode(json) });
  return new File([bytes], name, { type: 'application/zip' });
};
/** A zip that holds no export. */
const notAnArchive = () =>
  new File([zipSync({ 'notes.txt': new Uint8Array([1]) })], 'notes.zip', { type: 'application/zip' });
const chooseArchive = (file: File) =>
  userEvent.upload(screen.getByLabelText('Archive to import (.zip)'), file);

// Each test packs or unpacks a real archive in jsdom, with several round trips to the test backend.
const ARCHIVE_WORK = { timeout: 15_000 };

describe('download everything (.zip)', ARCHIVE_WORK, () => {
  it('downloads the archive of the signed-in user, or says why it failed', async () => {
    const downloads = captureDownloads();
    backend.seed('graves', [
      { id: 'g-1', user_id: ME, full_name: 'Ada', image_url: null, person_image_url: null },
    ]);
    await renderAt('/dashboard/settings');
    const button = within(data()).getByRole('button', { name: 'Download everything (.zip)' });
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Archive downloaded: your data and every photo are in the .zip file.',
    );
    expect(downloads.map(({ name }) => name)).toEqual([expect.stringMatching(/^evergreen-archive-.*\.zip$/)]);
    // A photo the storage no longer has fails the whole download.
    backend.seed('graves', [
      {
        id: 'g-1',
        user_id: ME,
        full_name: 'Ada',
        image_url: `${TEST_SUPABASE_URL}/storage/v1/object/public/grave-images/u/1.png`,
        person_image_url: null,
      },
    ]);
    server.use(
      http.get(
        `${TEST_SUPABASE_URL}/storage/v1/object/public/*`,
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download the archive: the photo u/1.png could not be read.',
    );
    // The success banner went when the second download started.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the other actions disabled while the archive is being built', async () => {
    captureDownloads();
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // The memorials' read waits; answering nothing, the handler then lets the table answer.
    server.use(
      http.get(`${REST_URL}/graves`, async () => {
        await finished;
      }),
    );
    await renderAt('/dashboard/settings');
    await userEvent.click(within(data()).getByRole('button', { name: 'Download everything (.zip)' }));
    expect(within(data()).getByRole('button', { name: 'Export Data' })).toBeDisabled();
    expect(within(data()).getByRole('button', { name: 'Import from archive' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(within(data()).getByRole('button', { name: 'Import from archive' })).toBeEnabled();
  });
});

describe('import from archive', ARCHIVE_WORK, () => {
  it('imports the chosen zip into the signed-in account and says how many memorials came back', async () => {
    backend.rpc('import_archive', ({ archive }) => (archive as { graves: unknown[] }).graves.length);
    await renderAt('/dashboard/settings');
    await chooseArchive(archiveOf(3));
    expect(await screen.findByRole('status')).toHaveTextContent('Import complete: 3 memorials restored.');
    expect(backend.rpcCalls('import_archive')).toHaveLength(1);
  });

  it('brings the outcome into view: on a phone the banner is far above the section', async () => {
    // The test setup shims scrollIntoView (jsdom has none); watch that shim.
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    backend.rpc('import_archive', () => 1);
    await renderAt('/dashboard/settings');
    await chooseArchive(archiveOf(1));
    const banner = await screen.findByRole('status');
    expect(scrolled.mock.contexts).toContain(banner);
  });

  it('shows why an archive was refused, and lets the same file be chosen again', async () => {
    const refusal =
      'This archive holds 7 memorials, but your Free plan allows 5 and you already have 0. Nothing was imported.';
    backend.rpc('import_archive', () => 7);
    await renderAt('/dashboard/settings');
    const file = archiveOf(7);
    await chooseArchive(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await chooseArchive(notAnArchive());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This .zip file holds no Evergreen export (evergreen-export-YYYY-MM-DD.json).',
    );
    // After an upgrade the very same file goes through.
    backend.servePlan(myPlan('family'));
    await chooseArchive(file);
    expect(await screen.findByRole('status')).toHaveTextContent('Import complete: 7 memorials restored.');
    // Nothing was written before: the refusals came before the database call.
    expect(backend.rpcCalls('import_archive')).toHaveLength(1);
  });

  it('says the database refusal as it came, and a bare failure with the fallback text', async () => {
    let calls = 0;
    backend.rpc('import_archive', () => {
      calls += 1;
      throw calls === 1
        ? restError(400, 'Memorial 2 in the archive ("Bea") has an invalid value: the name is empty.')
        : restError(500, '');
    });
    await renderAt('/dashboard/settings');
    await chooseArchive(archiveOf(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Memorial 2 in the archive ("Bea") has an invalid value: the name is empty.',
    );
    await chooseArchive(archiveOf(2));
    expect(await screen.findByText('Failed to import the archive')).toBeInTheDocument();
  });
});
