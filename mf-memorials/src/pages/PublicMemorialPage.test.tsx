import { cleanup, screen } from '@evergreen/design-system/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as getRelativesApi from '../features/family/api/get-relatives';
import * as getGalleryApi from '../features/gallery/api/get-gallery';
import * as getPublicMemorialApi from '../features/memorials/api/get-public-memorial';
import * as getMemoriesApi from '../features/memories/api/get-memories';
import * as recordVisitApi from '../features/visits/api/record-visit';
import { memorialRow, renderAt, signInAs } from '../testing/support';

// Fetchers are replaced; query options, hooks and mutations run as they do in the app.
vi.mock('../features/family/api/get-relatives', { spy: true });
vi.mock('../features/visits/api/record-visit', { spy: true });
vi.mock('../features/gallery/api/get-gallery', { spy: true });
vi.mock('../features/memorials/api/get-public-memorial', { spy: true });
vi.mock('../features/memories/api/get-memories', { spy: true });

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(getRelativesApi.getRelatives).mockResolvedValue([]);
  vi.mocked(recordVisitApi.recordVisit).mockResolvedValue();
  vi.mocked(getGalleryApi.getGallery).mockResolvedValue({ photos: [], limit: 10, limitMessage: '' });
  signInAs(null);
  vi.mocked(getMemoriesApi.getMemories).mockResolvedValue([]);
});

describe('public memorial page', () => {
  it('shows the memorial by slug without owner actions, with Get Started', async () => {
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockResolvedValue(memorialRow({ slug: 'demo' }));
    await renderAt('/graves/demo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(getPublicMemorialApi.getPublicMemorial).toHaveBeenCalledWith('demo');
    // One header per page: the shell's public layout has the "Sign In" link, the page has none of its own.
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create Your Own Memorial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('heading', { name: 'Visitor Memories' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('says "Memorial Not Found" for a missing or private memorial', async () => {
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockResolvedValue(null);
    await renderAt('/graves/nothing');
    expect(await screen.findByRole('heading', { name: 'Memorial Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('This memorial may not exist or is not publicly accessible.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to view more' })).toBeInTheDocument();
  });

  it("titles the page with the person's name and describes it with the dates and epitaph", async () => {
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockResolvedValue(memorialRow({ slug: 'demo' }));
    await renderAt('/graves/demo');
    await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' });
    expect(document.title).toBe('Eleanor Grace Whitfield');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'April 12, 1931 - November 3, 2019 · “Forever in our hearts”',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('asks search engines not to index a memorial hidden from them, and a missing one', async () => {
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockResolvedValue(
      memorialRow({ hide_from_search: true, slug: 'demo' }),
    );
    await renderAt('/graves/demo');
    await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Leaving the page takes the tag away: the next page is indexable again.
    cleanup();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockResolvedValue(null);
    await renderAt('/graves/nothing');
    await screen.findByRole('heading', { name: 'Memorial Not Found' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('moves an old custom address on to the current one, replacing it in the history', async () => {
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockResolvedValue(
      memorialRow({ slug: 'eleanor-whitfield' }),
    );
    const router = await renderAt('/graves/eleanor');
    await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' });
    expect(router.state.location.pathname).toBe('/graves/eleanor-whitfield');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getPublicMemorialApi.getPublicMemorial).toHaveBeenCalledWith('eleanor');
  });

  it('keeps the id address as it is when the memorial has a custom one', async () => {
    const row = memorialRow({ slug: 'eleanor-whitfield' });
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockResolvedValue(row);
    const router = await renderAt(`/graves/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' });
    expect(router.state.location.pathname).toBe(`/graves/${row.id}`);
  });

  it('says "Failed to load grave" when loading fails', async () => {
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockRejectedValue({});
    await renderAt('/graves/demo');
    expect(await screen.findByText('Failed to load grave')).toBeInTheDocument();
  });
});
