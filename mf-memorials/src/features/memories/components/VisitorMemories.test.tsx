import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../testing/support';
import { VisitorMemories } from './VisitorMemories';

// The memories' queries and mutations run whole; the test backend holds the `visitor_memories` rows, each with
// its author's profile as PostgREST embeds it (`author:profiles(full_name)`).
const backend = useTestBackend();

const memory = (overrides: Record<string, unknown>) => ({
  id: 'v1',
  grave_id: 'g1',
  user_id: 'author',
  memory_text: 'Roses every June.',
  created_at: '2024-06-01T10:00:00Z',
  updated_at: '2024-06-01T10:00:00Z',
  status: 'published',
  author: { full_name: 'Margaret Ellis' },
  ...overrides,
});

function renderMemories(userId: string | null) {
  renderWithQueryClient(
    <MemoryRouter>
      <VisitorMemories graveId="g1" ownerId="owner" userId={userId} returnPath="/graves/demo" />
    </MemoryRouter>,
  );
}

/** `post_memory` as the database answers it: the new row, pending when `pending` says so, or a refusal. */
function servePosting(answer: { pending?: boolean; refusal?: string } = {}) {
  backend.rpc('form_token', () => 'token-1');
  backend.rpc('post_memory', (args) => {
    if (answer.refusal) throw restError(400, 'refused', 'PT400', answer.refusal);
    const row = {
      id: 'new',
      grave_id: args.memorial_id,
      user_id: 'me',
      memory_text: args.memory_text,
      status: answer.pending ? 'pending' : 'published',
      created_at: '2024-06-05T10:00:00Z',
      updated_at: '2024-06-05T10:00:00Z',
    };
    backend.seed('visitor_memories', [...backend.rows('visitor_memories'), { ...row, author: null }]);
    return row;
  });
}

beforeEach(() => {
  servePosting();
  backend.seed(
    'visitor_memories',
    [
      memory({
        id: 'v2',
        user_id: 'me',
        author: null,
        memory_text: 'Mine, edited.',
        updated_at: '2024-06-03T10:00:00Z',
      }),
      memory({}),
      memory({ id: 'v3', grave_id: 'another memorial', memory_text: 'Not of this memorial.' }),
      memory({ id: 'v4', memory_text: 'Waiting, by someone else.', status: 'pending' }),
      memory({ id: 'v5', user_id: 'me', memory_text: 'Hidden by the family.', status: 'hidden' }),
    ],
    { id: 'new', created_at: '2024-06-05T10:00:00Z', updated_at: '2024-06-05T10:00:00Z', author: null },
  );
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
    expect(await screen.findAllByRole('listitem', { name: /^Memory from/ })).toHaveLength(2);
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
    renderMemories('me');
    const box = await screen.findByLabelText('Share a memory');
    await userEvent.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Share Memory' })).toBeDisabled();
    await userEvent.type(box, 'Her laugh ');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share Memory' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Share Memory' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(backend.rpcCalls('post_memory')).toEqual([
      {
        memorial_id: 'g1',
        memory_text: 'Her laugh',
        form_token: 'token-1',
        honeypot: '',
        // Made on the device, so a resend after a lost answer stores nothing twice.
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(await screen.findByText('Her laugh')).toBeInTheDocument();
  });

  it("shows the author their memory waiting for the family's approval, and no one else's", async () => {
    servePosting({ pending: true });
    renderMemories('me');
    await userEvent.type(await screen.findByLabelText('Share a memory'), 'Her garden');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share Memory' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Share Memory' }));
    const mine = await screen.findByText('Her garden');
    expect(mine.closest('li')).toHaveTextContent("Waiting for the family's approval");
    expect(screen.queryByText('Waiting, by someone else.')).not.toBeInTheDocument();
    expect(screen.queryByText('Hidden by the family.')).not.toBeInTheDocument();
  });

  it('keeps the text on a refusal and says why, in words', async () => {
    servePosting({ refusal: 'post_too_fast' });
    renderMemories('me');
    const box = await screen.findByLabelText('Share a memory');
    await userEvent.type(box, 'Quick words');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share Memory' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Share Memory' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That was very quick. Please wait a few seconds and send it again.',
    );
    expect(box).toHaveValue('Quick words');
    // The next try gets a new token.
    await waitFor(() => expect(backend.rpcCalls('form_token').length).toBeGreaterThanOrEqual(2));
  });

  it('has a hidden field no person sees or reaches', async () => {
    renderMemories('me');
    await screen.findByLabelText('Share a memory');
    const trap = document.querySelector('input[name="website"]');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('edits and deletes with confirmation, showing failures in an Error box', async () => {
    server.use(http.patch(`${REST_URL}/visitor_memories`, () => restError(500, '')));
    renderMemories('me');
    const mine = await screen.findByRole('listitem', { name: 'Memory from Anonymous' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(mine).getByLabelText('Edit your memory'));
    await userEvent.type(within(mine).getByLabelText('Edit your memory'), 'Changed');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save memory');
    expect(backend.rows('visitor_memories')[0]).toMatchObject({ id: 'v2', memory_text: 'Mine, edited.' });

    await userEvent.click(within(mine).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete memory' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(backend.rows('visitor_memories').map(({ id }) => id)).toEqual(['v1', 'v3', 'v4', 'v5']),
    );
  });

  it('says "Failed to load memories" when they cannot be read', async () => {
    backend.fail('visitor_memories');
    renderMemories(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load memories');
  });
});
