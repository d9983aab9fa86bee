import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { REST_URL, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { GALLERY_TILE } from '@evergreen/domain/gallery';
import { thumbnailUrl } from '@evergreen/domain/images';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../testing/support';
import { photoUrl } from '../api/get-gallery';
import { GallerySection, type GallerySectionProps } from './GallerySection';

// The gallery's query and mutations run whole against the test backend: the `grave_photos` rows, the memorial's
// photo limit (computed fields of `graves`) and `reorder_grave_photos()`.
const backend = useTestBackend();

/** A `grave_photos` row of memorial g1, at this place in its order. */
const photo = (id: string, caption: string, position = 0) => ({
  id,
  grave_id: 'g1',
  caption,
  storage_path: `u/${id}.jpg`,
  position,
  created_at: '2026-11-01T10:00:00Z',
});
type PhotoRow = ReturnType<typeof photo>;

const THREE = [photo('a', 'At the lake', 0), photo('b', 'Wedding day', 1), photo('c', '', 2)];
const FREE_MESSAGE = 'Your Free plan allows 10 photos per memorial.';

function gallery(photos: PhotoRow[], limit = 10, limitMessage = FREE_MESSAGE) {
  backend.seed('grave_photos', [...photos, { ...photo('z', 'Of another memorial'), grave_id: 'g2' }]);
  backend.seed('graves', [{ id: 'g1', photo_limit: limit, photo_limit_message: limitMessage }]);
}

/** As the database does: stores the order it is given. */
function storeOrders() {
  backend.rpc('reorder_grave_photos', ({ photo_ids }) => {
    const ids = photo_ids as string[];
    backend.seed(
      'grave_photos',
      backend.rows('grave_photos').map((row) => ({ ...row, position: ids.indexOf(String(row.id)) })),
    );
    return null;
  });
}

const galleryReads = () => backend.requests().filter((request) => request === 'GET grave_photos').length;

function renderGallery(props: Partial<GallerySectionProps> = {}) {
  return renderWithQueryClient(<GallerySection graveId="g1" userId="me" canEdit={false} {...props} />);
}

// The editor is loaded lazily, as in the app; loaded once here, so its first compile is not timed as a test's.
beforeAll(async () => {
  await import('./GalleryEditor');
});

beforeEach(() => {
  vi.restoreAllMocks();
  gallery(THREE);
  storeOrders();
});

describe('the gallery', () => {
  it('shows visitors nothing of an empty gallery, and editors a way to start one', async () => {
    gallery([]);
    const { unmount } = renderGallery();
    await vi.waitFor(() => expect(galleryReads()).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
    unmount();

    renderGallery({ canEdit: true });
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByText('No photos yet. Add photos to share more of their story.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Photos' })).toBeEnabled();
    expect(screen.getByText('0 of 10 photos')).toBeInTheDocument();
  });

  it('shows a grid without editing tools, and a viewer with arrow keys and alt text from captions', async () => {
    gallery(THREE);
    renderGallery();
    const tiles = await screen.findAllByRole('button', { name: /^Open / });
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Open At the lake',
      'Open Wedding day',
      'Open Photo 3',
    ]);
    expect(tiles[0]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(tiles[0]?.querySelector('img')).toHaveAttribute(
      'src',
      thumbnailUrl(photoUrl('u/a.jpg'), GALLERY_TILE),
    );
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Photos' })).not.toBeInTheDocument();

    await userEvent.click(tiles[1] as HTMLElement);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(viewer).getByRole('img', { name: 'Wedding day' })).toHaveAttribute(
      'src',
      photoUrl('u/b.jpg'),
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
  });

  it('gives editors captions to save and moves that keep every photo once', async () => {
    renderGallery({ canEdit: true });
    expect(await screen.findByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down photo 3' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move down photo 1' }));
    await vi.waitFor(() =>
      expect(backend.rpcCalls('reorder_grave_photos')).toEqual([
        { memorial: 'g1', photo_ids: ['b', 'a', 'c'] },
      ]),
    );
    // The keyboard stays with the moved photo, now second.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move down photo 2' })).toHaveFocus());
    expect(screen.getByLabelText('Caption for photo 2')).toHaveValue('At the lake');

    const caption = screen.getByLabelText('Caption for photo 3');
    await userEvent.type(caption, ' Grandpa at 80 ');
    await userEvent.click(
      within(caption.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }),
    );
    await vi.waitFor(() =>
      expect(backend.rows('grave_photos').find(({ id }) => id === 'c')?.caption).toBe('Grandpa at 80'),
    );
    expect(screen.getByRole('button', { name: 'Delete photo 2' })).toBeInTheDocument();
  });

  it('keeps the keyboard on a photo whose new caption arrives, so the next key still moves it', async () => {
    renderGallery({ canEdit: true });
    const caption = await screen.findByLabelText('Caption for photo 3');
    await userEvent.type(caption, 'Grandpa at 80{Enter}');
    const moveUp = screen.getByRole('button', { name: 'Move up photo 3' });
    moveUp.focus();
    // The caption is stored and read again while the button has the keyboard.
    await vi.waitFor(() =>
      expect(
        within(caption.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }),
      ).toBeDisabled(),
    );
    expect(galleryReads()).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'Move up photo 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(backend.rpcCalls('reorder_grave_photos')).toEqual([
        { memorial: 'g1', photo_ids: ['a', 'c', 'b'] },
      ]),
    );
  });

  it('keeps a move in place, and the keyboard on it, when a caption saved before it settles first', async () => {
    // The server stores the order only when the move's save ends; a read before that gives the old order.
    let captionSaved: () => void = () => undefined;
    const captionDone = new Promise<void>((resolve) => {
      captionSaved = resolve;
    });
    // The caption's save waits; answering nothing, the handler then lets the table answer.
    server.use(
      http.patch(`${REST_URL}/grave_photos`, async () => {
        await captionDone;
      }),
    );
    let moveSaved: () => void = () => undefined;
    const moveDone = new Promise<void>((resolve) => {
      moveSaved = resolve;
    });
    backend.rpc('reorder_grave_photos', async ({ photo_ids }) => {
      await moveDone;
      const ids = photo_ids as string[];
      backend.seed(
        'grave_photos',
        backend.rows('grave_photos').map((row) => ({ ...row, position: ids.indexOf(String(row.id)) })),
      );
      return null;
    });
    const { queryClient } = renderGallery({ canEdit: true });
    const caption = await screen.findByLabelText('Caption for photo 3');
    await userEvent.type(caption, 'Grandpa at 80');
    await userEvent.click(
      within(caption.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move down photo 1' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move down photo 2' })).toHaveFocus());
    const reads = galleryReads();

    captionSaved();
    // The caption's save has settled; the move's is still running.
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));
    // No read while the move is being saved: it would draw the old order under the keyboard.
    expect(galleryReads()).toBe(reads);
    expect(screen.getByLabelText('Caption for photo 2')).toHaveValue('At the lake');
    expect(screen.getByRole('button', { name: 'Move down photo 2' })).toHaveFocus();

    moveSaved();
    await vi.waitFor(() => expect(galleryReads()).toBe(reads + 1));
    expect(screen.getByLabelText('Caption for photo 2')).toHaveValue('At the lake');
    expect(screen.getByRole('button', { name: 'Move down photo 2' })).toHaveFocus();
  });

  it('lets editors drag a photo into place with the keyboard, keeping the move buttons', async () => {
    // jsdom lays nothing out: each photo's row gets the place a browser would give it, one under the other, so the
    // keyboard sensor can find the row below.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li');
      const index = row ? Array.from(row.parentElement?.children ?? []).indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 120, width: 600, height: 110 });
    });
    renderGallery({ canEdit: true });
    const handle = await screen.findByRole('button', { name: 'Drag photo 1' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(screen.getByRole('button', { name: 'Move down photo 1' })).toBeEnabled();

    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await vi.waitFor(() =>
      expect(backend.rpcCalls('reorder_grave_photos')).toEqual([
        { memorial: 'g1', photo_ids: ['b', 'a', 'c'] },
      ]),
    );
    await vi.waitFor(() => expect(screen.getByLabelText('Caption for photo 2')).toHaveValue('At the lake'));
    expect(screen.getByLabelText('Caption for photo 1')).toHaveValue('Wedding day');

    // Escape puts a picked-up photo back without asking the server.
    screen.getByRole('button', { name: 'Drag photo 3' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    expect(backend.rpcCalls('reorder_grave_photos')).toHaveLength(1);
  });

  it('at the limit, offers a Free owner the upgrade and tells a paid plan its limit', async () => {
    // A full gallery of a small limit: the page follows the limit the database gives.
    gallery(THREE, 3);
    const onUpgrade = vi.fn();
    const { unmount } = renderGallery({ canEdit: true, upgradePrompt: true, onUpgrade });
    expect(await screen.findByText(FREE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Photos' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    unmount();

    const paid = 'Your Personal plan allows 100 photos per memorial.';
    gallery(THREE, 3, paid);
    renderGallery({ canEdit: true, upgradePrompt: false, onUpgrade });
    expect(await screen.findByText(paid)).toBeInTheDocument();
    expect(screen.getByText('Photo Limit Reached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });
});
