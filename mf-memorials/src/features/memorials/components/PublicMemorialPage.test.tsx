import { screen } from '@evergreen/design-system/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memorialRow, renderAt, signInAs } from '../../../testing/support';
import * as memoriesApi from '../../memories/api/memories';
import * as memorialsApi from '../api/memorials';

vi.mock('../api/memorials');
vi.mock('../../memories/api/memories');

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(null);
  vi.mocked(memoriesApi.listMemories).mockResolvedValue([]);
});

describe('public memorial page', () => {
  it('shows the memorial by slug without owner actions, with sign-in and Get Started', async () => {
    vi.mocked(memorialsApi.getPublicMemorial).mockResolvedValue(memorialRow({ slug: 'demo' }));
    await renderAt('/graves/demo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(memorialsApi.getPublicMemorial).toHaveBeenCalledWith('demo');
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
    vi.mocked(memorialsApi.getPublicMemorial).mockResolvedValue(null);
    await renderAt('/graves/nothing');
    expect(await screen.findByRole('heading', { name: 'Memorial Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('This memorial may not exist or is not publicly accessible.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to view more' })).toBeInTheDocument();
  });

  it('says "Failed to load grave" when loading fails', async () => {
    vi.mocked(memorialsApi.getPublicMemorial).mockRejectedValue({});
    await renderAt('/graves/demo');
    expect(await screen.findByText('Failed to load grave')).toBeInTheDocument();
  });
});
