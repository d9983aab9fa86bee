import { cleanup, screen } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { beforeEach, describe, expect, it } from 'vitest';
import { memorialRow, renderAt, signInAs } from '../testing/support';

// The page runs whole against the test backend, as a visitor reads it: `graves` (public ones only),
// `resolve_memorial_slug()` for custom addresses, and the memorial's memories, photos and relatives.
const backend = useTestBackend();

const ELEANOR = memorialRow().id;

/** The memorials as `graves` holds them, with the computed fields, and the addresses the database resolves. */
function serveMemorials(rows: ReturnType<typeof memorialRow>[], addresses: Record<string, string> = {}) {
  backend.seed(
    'graves',
    rows.map((row) => ({ photo_limit: 10, photo_limit_message: '', family_links_included: false, ...row })),
  );
  backend.rpc('resolve_memorial_slug', ({ address }) => {
    const graveId = addresses[String(address)];
    return graveId ? [{ grave_id: graveId }] : [];
  });
}

beforeEach(() => {
  signInAs(null);
  for (const table of ['visitor_memories', 'grave_photos', 'memorial_relatives']) backend.seed(table, []);
  backend.edgeFunction('memorial-visit', () => ({}));
  serveMemorials([]);
});

describe('public memorial page', () => {
  it('shows the memorial by slug without owner actions, with Get Started', async () => {
    serveMemorials([memorialRow({ slug: 'demo' })], { demo: ELEANOR });
    await renderAt('/graves/demo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(backend.rpcCalls('resolve_memorial_slug')).toEqual([{ address: 'demo' }]);
    // One header per page: the shell's public layout has the "Sign In" link, the page has none of its own.
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create Your Own Memorial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('heading', { name: 'Visitor Memories' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('says "Memorial Not Found" for a missing or private memorial', async () => {
    // A private memorial is not read by its address, nor by its id.
    serveMemorials([memorialRow({ slug: 'nothing', is_public: false })], { nothing: ELEANOR });
    await renderAt('/graves/nothing');
    expect(await screen.findByRole('heading', { name: 'Memorial Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('This memorial may not exist or is not publicly accessible.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to view more' })).toBeInTheDocument();
  });

  it("titles the page with the person's name and describes it with the dates and epitaph", async () => {
    serveMemorials([memorialRow({ slug: 'demo' })], { demo: ELEANOR });
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
    serveMemorials([memorialRow({ hide_from_search: true, slug: 'demo' })], { demo: ELEANOR });
    await renderAt('/graves/demo');
    await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Leaving the page takes the tag away: the next page is indexable again.
    cleanup();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    await renderAt('/graves/nothing');
    await screen.findByRole('heading', { name: 'Memorial Not Found' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('moves an old custom address on to the current one, replacing it in the history', async () => {
    // The database still knows the old address, for a year after the change.
    serveMemorials([memorialRow({ slug: 'eleanor-whitfield' })], {
      eleanor: ELEANOR,
      'eleanor-whitfield': ELEANOR,
    });
    const router = await renderAt('/graves/eleanor');
    await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' });
    expect(router.state.location.pathname).toBe('/graves/eleanor-whitfield');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(backend.rpcCalls('resolve_memorial_slug')[0]).toEqual({ address: 'eleanor' });
  });

  it('keeps the id address as it is when the memorial has a custom one', async () => {
    const row = memorialRow({ slug: 'eleanor-whitfield' });
    serveMemorials([row]);
    const router = await renderAt(`/graves/${row.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' });
    expect(router.state.location.pathname).toBe(`/graves/${row.id}`);
  });

  it('says "Failed to load grave" when loading fails', async () => {
    backend.fail('resolve_memorial_slug');
    await renderAt('/graves/demo');
    expect(await screen.findByText('Failed to load grave')).toBeInTheDocument();
  });
});
