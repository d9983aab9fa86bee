import { fireEvent, screen, userEvent, waitFor } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as imagesApi from '../../../api/images';
import { ME, memorialRow, planUsage, renderAt, signInAs } from '../../../testing/support';

// The page runs whole against the test backend (`graves`, the user's access, the gallery rows). Replaced: the
// photo files' upload and removal (storage) and the place search.
vi.mock('../../../api/images');
vi.mock('../api/places');

const backend = useTestBackend();

const ID = '11111111-1111-4111-8111-111111111111';

/** The memorial as `graves` holds it, with the computed fields the page reads. */
function serveMemorial(row = memorialRow({ is_public: false, image_url: '/old.png' })) {
  backend.seed('graves', [{ is_read_only: false, read_only_reason: null, photo_limit: 10, ...row }]);
}
const saved = () => backend.rows('graves')[0];

/** The next save of the memorial fails as a bare server error; the one after reaches the table. */
const failNextSave = () =>
  server.use(http.patch(`${REST_URL}/graves`, () => restError(500, ''), { once: true }));

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  backend.servePlan(planUsage(1));
  serveMemorial();
  for (const table of ['grave_managers', 'reminders', 'grave_photos']) backend.seed(table, []);
  vi.mocked(imagesApi.removeImages).mockResolvedValue();
});

describe('edit memorial', () => {
  it('says "Failed to load grave" when loading fails', async () => {
    backend.fail('graves');
    await renderAt(`/dashboard/edit/${ID}`);
    expect(await screen.findByText('Failed to load grave')).toBeInTheDocument();
  });

  it('shows every field with the current values and the image pickers', async () => {
    await renderAt(`/dashboard/edit/${ID}`);
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue('Eleanor Grace Whitfield');
    expect(screen.getByLabelText(/Full Name/)).toBeRequired();
    expect(screen.getByLabelText('Birth Date')).toHaveValue('April 12, 1931');
    expect(screen.getByLabelText('Death Date')).toHaveValue('November 3, 2019');
    for (const label of [
      'Birth Date',
      'Death Date',
      'Cemetery Name',
      'Plot Number',
      'Section',
      'Description',
      'Epitaph',
      'Memories',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Click to upload new grave image')).toBeInTheDocument();
    expect(screen.getByText('Click to upload new person image')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grave Image preview' })).toHaveAttribute('src', '/old.png');
    expect(screen.getByLabelText('Make this grave public')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete memorial' })).toBeInTheDocument();
  });

  it('saves, with a disabled busy button, then goes to the details', async () => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // The save waits; answering nothing, the handler then lets the table answer.
    server.use(
      http.patch(`${REST_URL}/graves`, async () => {
        await finished;
      }),
    );
    const router = await renderAt(`/dashboard/edit/${ID}`);
    await userEvent.click(await screen.findByLabelText('Make this grave public'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/grave/${ID}`));
    expect(saved()).toMatchObject({
      id: ID,
      is_public: true,
      full_name: 'Eleanor Grace Whitfield',
      image_url: '/old.png',
      person_image_url: null,
    });
  });

  it('offers "Hide from search engines" for a public memorial only, and saves it', async () => {
    const router = await renderAt(`/dashboard/edit/${ID}`);
    const makePublic = await screen.findByLabelText('Make this grave public');
    expect(screen.queryByLabelText('Hide from search engines')).not.toBeInTheDocument();
    await userEvent.click(makePublic);
    const hide = screen.getByLabelText('Hide from search engines');
    expect(hide).not.toBeChecked();
    await userEvent.click(hide);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/grave/${ID}`));
    expect(saved()).toMatchObject({ is_public: true, hide_from_search: true, image_url: '/old.png' });
  });

  it('shows a public memorial already hidden from search engines as ticked', async () => {
    serveMemorial(memorialRow({ is_public: true, hide_from_search: true }));
    await renderAt(`/dashboard/edit/${ID}`);
    expect(await screen.findByLabelText('Hide from search engines')).toBeChecked();
  });

  // Typing re-renders the whole form on every key, which jsdom makes slow.
  it('saves a retyped birth date and a cleared death date', { timeout: 15_000 }, async () => {
    const router = await renderAt(`/dashboard/edit/${ID}`);
    const birthDate = await screen.findByLabelText('Birth Date');
    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, '1931-04-21');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Death Date' }));
    expect(birthDate).toHaveValue('April 21, 1931');
    expect(screen.getByLabelText('Death Date')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/grave/${ID}`));
    expect(saved()).toMatchObject({ birth_date: '1931-04-21', death_date: null, image_url: '/old.png' });
  });

  it('says "Failed to update grave" when saving fails without a message', async () => {
    failNextSave();
    await renderAt(`/dashboard/edit/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update grave');
  });

  it('replaces a photo and deletes the old one; a failed save deletes the new one instead', async () => {
    vi.mocked(imagesApi.uploadImage).mockResolvedValue('/new.png');
    failNextSave();
    const router = await renderAt(`/dashboard/edit/${ID}`);
    fireEvent.change(await screen.findByLabelText('Grave Image'), {
      target: { files: [new File(['x'], 'stone.png', { type: 'image/png' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update grave');
    expect(imagesApi.removeImages).toHaveBeenLastCalledWith([
      { bucket: 'grave-images', url: '/new.png' },
      { bucket: 'person-images', url: null },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/grave/${ID}`));
    expect(saved()).toMatchObject({ image_url: '/new.png', person_image_url: null });
    expect(imagesApi.removeImages).toHaveBeenLastCalledWith([
      { bucket: 'grave-images', url: '/old.png' },
      { bucket: 'person-images', url: null },
    ]);
  });

  it('Cancel goes back to the details', async () => {
    const router = await renderAt(`/dashboard/edit/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`/dashboard/grave/${ID}`);
  });

  it('deletes the memorial and its photos after a confirmation naming it', async () => {
    const galleryPhoto = 'http://backend.test/storage/v1/object/public/grave-images/me/g.jpg';
    backend.seed('grave_photos', [{ id: 'p1', grave_id: ID, storage_path: 'me/g.jpg' }]);
    const router = await renderAt(`/dashboard/edit/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete memorial' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete memorial' });
    expect(dialog).toHaveTextContent('Delete the memorial of Eleanor Grace Whitfield?');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete memorial' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(backend.rows('graves')).toEqual([]);
    expect(imagesApi.removeImages).toHaveBeenCalledWith([
      { bucket: 'grave-images', url: '/old.png' },
      { bucket: 'person-images', url: null },
      { bucket: 'grave-images', url: galleryPhoto },
    ]);
  });

  it('lets an editor edit but not delete, and turns a viewer away', async () => {
    serveMemorial(memorialRow({ user_id: 'owner-1' }));
    backend.seed('grave_managers', [{ id: 'm1', grave_id: ID, user_id: ME, role: 'editor' }]);
    await renderAt(`/dashboard/edit/${ID}`);
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete memorial' })).not.toBeInTheDocument();
  });
});
