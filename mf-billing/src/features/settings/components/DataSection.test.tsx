import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { ArchiveError } from '@evergreen/domain/archive';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, MY_EMAIL, myPlan, renderAt, signInAs } from '../../../testing/support';
import * as archiveApi from '../api/download-archive';
import * as priceApi from '../api/get-billing-plans';
import * as importApi from '../api/import-archive';

vi.mock('../api/download-archive', { spy: true });
vi.mock('../api/get-billing-plans', { spy: true });
vi.mock('../api/import-archive', { spy: true });

const backend = useTestBackend();

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  backend.servePlan(myPlan('free'));
  backend.seed('profiles', [{ id: ME, full_name: 'Old Name', email: MY_EMAIL }]);
  vi.mocked(priceApi.getPriceIds).mockResolvedValue({ personal: 'price_personal', family: 'price_family' });
});

const data = () => screen.getByRole('region', { name: 'Data Management' });
const zipFile = (name = 'evergreen-archive-2026-11-23.zip') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, { type: 'application/zip' });
const chooseArchive = (file: File) =>
  userEvent.upload(screen.getByLabelText('Archive to import (.zip)'), file);

describe('download everything (.zip)', () => {
  it('downloads the archive of the signed-in user, or says why it failed', async () => {
    vi.mocked(archiveApi.downloadArchive)
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(
        new Error('Failed to download the archive: the photo u/1.png could not be read.'),
      );
    await renderAt('/dashboard/settings');
    const button = within(data()).getByRole('button', { name: 'Download everything (.zip)' });
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Archive downloaded: your data and every photo are in the .zip file.',
    );
    expect(archiveApi.downloadArchive).toHaveBeenCalledWith(ME);
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download the archive: the photo u/1.png could not be read.',
    );
    // The success banner went when the second download started.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the other actions disabled while the archive is being built', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(archiveApi.downloadArchive).mockReturnValueOnce(
      new Promise<void>((resolve) => {
        finish = resolve;
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

describe('import from archive', () => {
  it('imports the chosen zip into the signed-in account and says how many memorials came back', async () => {
    vi.mocked(importApi.importArchive).mockResolvedValueOnce(3);
    await renderAt('/dashboard/settings');
    const file = zipFile();
    await chooseArchive(file);
    expect(await screen.findByRole('status')).toHaveTextContent('Import complete: 3 memorials restored.');
    expect(importApi.importArchive).toHaveBeenCalledWith(ME, file);
  });

  it('brings the outcome into view: on a phone the banner is far above the section', async () => {
    // The test setup shims scrollIntoView (jsdom has none); watch that shim.
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    vi.mocked(importApi.importArchive).mockResolvedValueOnce(1);
    await renderAt('/dashboard/settings');
    await chooseArchive(zipFile());
    const banner = await screen.findByRole('status');
    expect(scrolled.mock.contexts).toContain(banner);
  });

  it('shows why an archive was refused, and lets the same file be chosen again', async () => {
    const refusal =
      'This archive holds 7 memorials, but your Free plan allows 5 and you already have 0. Nothing was imported.';
    vi.mocked(importApi.importArchive)
      .mockRejectedValueOnce(new ArchiveError(refusal))
      .mockRejectedValueOnce(
        new ArchiveError(
          'This file is not an Evergreen archive: choose the .zip file made by "Download everything (.zip)".',
        ),
      )
      .mockResolvedValueOnce(7);
    await renderAt('/dashboard/settings');
    const file = zipFile();
    await chooseArchive(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await chooseArchive(zipFile('notes.zip'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an Evergreen archive: choose the .zip file made by "Download everything (.zip)".',
    );
    // After an upgrade the very same file goes through.
    await chooseArchive(file);
    expect(await screen.findByRole('status')).toHaveTextContent('Import complete: 7 memorials restored.');
    expect(importApi.importArchive).toHaveBeenCalledTimes(3);
  });

  it('says the database refusal as it came, and a bare failure with the fallback text', async () => {
    vi.mocked(importApi.importArchive)
      .mockRejectedValueOnce({
        message: 'Memorial 2 in the archive ("Bea") has an invalid value: the name is empty.',
      })
      .mockRejectedValueOnce({});
    await renderAt('/dashboard/settings');
    await chooseArchive(zipFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Memorial 2 in the archive ("Bea") has an invalid value: the name is empty.',
    );
    await chooseArchive(zipFile());
    expect(await screen.findByText('Failed to import the archive')).toBeInTheDocument();
  });
});
