import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../testing/support';
import * as createApi from '../api/create-memory';
import * as deleteApi from '../api/delete-memory';
import * as getApi from '../api/get-memories';
import * as updateApi from '../api/update-memory';
import { VisitorMemories } from './VisitorMemories';

// Fetchers are replaced; query options, hooks and mutations run as they do in the app.
vi.mock('../api/get-memories', { spy: true });
vi.mock('../api/create-memory', { spy: true });
vi.mock('../api/update-memory', { spy: true });
vi.mock('../api/delete-memory', { spy: true });

const memory = (overrides: Partial<getApi.VisitorMemory>): getApi.VisitorMemory => ({
  id: 'v1',
  user_id: 'author',
  memory_text: 'Roses every June.',
  created_at: '2024-06-01T10:00:00Z',
  updated_at: '2024-06-01T10:00:00Z',
  author_name: 'Margaret Ellis',
  ...overrides,
});

function renderMemories(userId: string | null) {
  renderWithQueryClient(
    <MemoryRouter>
      <VisitorMemories graveId="g1" ownerId="owner" userId={userId} returnPath="/graves/demo" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(getApi.getMemories).mockResolvedValue([
    memory({
      id: 'v2',
      user_id: 'me',
      author_name: null,
      memory_text: 'Mine, edited.',
      updated_at: '2024-06-03T10:00:00Z',
    }),
    memory({}),
  ]);
});

describe('visitor memories', () => {
  it('invites a visitor to sign in and come back', async () => {
    renderMemories(null);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fgraves%2Fdemo',
    );
    expect(screen.queryByLabelText('Share a memory')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lists memories with author, date and "(edited)"; only the author may edit', async () => {
    renderMemories('me');
    const mine = await screen.findByRole('listitem', { name: 'Memory from Anonymous' });
    expect(mine).toHaveTextContent('Jun 1, 2024 (edited)');
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const theirs = screen.getByRole('listitem', { name: 'Memory from Margaret Ellis' });
    expect(theirs).not.toHaveTextContent('(edited)');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets the memorial owner delete any memory, but not edit it', async () => {
    renderMemories('owner');
    const theirs = await screen.findByRole('listitem', { name: 'Memory from Margaret Ellis' });
    expect(within(theirs).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('adds a trimmed memory and refuses a blank one', async () => {
    vi.mocked(createApi.createMemory).mockResolvedValue();
    renderMemories('me');
    const box = await screen.findByLabelText('Share a memory');
    await userEvent.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Share Memory' })).toBeDisabled();
    await userEvent.type(box, 'Her laugh ');
    await userEvent.click(screen.getByRole('button', { name: 'Share Memory' }));
    expect(createApi.createMemory).toHaveBeenCalledWith('g1', 'me', 'Her laugh');
    expect(box).toHaveValue('');
  });

  it('edits and deletes with confirmation, showing failures in an Error box', async () => {
    vi.mocked(updateApi.updateMemory).mockRejectedValue({});
    vi.mocked(deleteApi.deleteMemory).mockResolvedValue();
    renderMemories('me');
    const mine = await screen.findByRole('listitem', { name: 'Memory from Anonymous' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(mine).getByLabelText('Edit your memory'));
    await userEvent.type(within(mine).getByLabelText('Edit your memory'), 'Changed');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(updateApi.updateMemory).toHaveBeenCalledWith('v2', 'Changed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save memory');

    await userEvent.click(within(mine).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete memory' })).getByRole('button', { name: 'Delete' }),
    );
    expect(deleteApi.deleteMemory).toHaveBeenCalledWith('v2');
  });

  it('says "Failed to load memories" when they cannot be read', async () => {
    vi.mocked(getApi.getMemories).mockRejectedValue({});
    renderMemories(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load memories');
  });
});
