import { screen } from '@evergreen/design-system/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as getPublicMemorialApi from '../features/memorials/api/get-public-memorial';
import * as getMemoriesApi from '../features/memories/api/get-memories';
import { memorialRow, renderAt, signInAs } from '../testing/support';

// Fetchers are replaced; query options, hooks and mutations run as they do in the app.
vi.mock('../features/memorials/api/get-public-memorial', { spy: true });
vi.mock('../features/memories/api/get-memories', { spy: true });

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(null);
  vi.mocked(getMemoriesApi.getMemories).mockResolvedValue([]);
});

describe('public memorial page', () => {
  it('shows the memorial by slug without owner actions, with sign-in and Get Started', async () => {
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockResolvedValue(memorialRow({ slug: 'demo' }));
    await renderAt('/graves/demo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(getPublicMemorialApi.getPublicMemorial).toHaveBeenCalledWith('demo');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fgraves%2Fdemo',
    );
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

  it('says "Failed to load grave" when loading fails', async () => {
    vi.mocked(getPublicMemorialApi.getPublicMemorial).mockRejectedValue({});
    await renderAt('/graves/demo');
    expect(await screen.findByText('Failed to load grave')).toBeInTheDocument();
  });
});
