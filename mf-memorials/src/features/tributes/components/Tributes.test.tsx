import { screen, userEvent, waitFor } from '@evergreen/design-system/test-utils';
import { restError, useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../testing/support';
import { Tributes } from './Tributes';

// The tributes' queries and mutations run whole against the test backend: `tribute_counts`, the `tributes` notes
// (published ones, as row-level security hands them to the public) and `post_tribute` behind a form token.
const backend = useTestBackend();
let counts = { candles: 2, flowers: 1 };

function renderTributes(userId: string | null) {
  renderWithQueryClient(
    <MemoryRouter>
      <Tributes graveId="g1" userId={userId} returnPath="/graves/demo" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  counts = { candles: 2, flowers: 1 };
  backend.rpc('form_token', () => 'token-1');
  backend.rpc('tribute_counts', () => counts);
  backend.rpc('post_tribute', (args) => {
    if (args.note === 'too fast') throw restError(400, 'refused', 'PT400', 'post_too_fast');
    counts = { ...counts, candles: counts.candles + (args.kind === 'candle' ? 1 : 0) };
    return {
      id: 'new',
      kind: args.kind,
      note: args.note || null,
      status: args.note ? 'pending' : 'published',
    };
  });
  backend.seed('tributes', [
    {
      id: 't1',
      grave_id: 'g1',
      kind: 'flowers',
      note: 'For Sunday lunches',
      status: 'published',
      user_id: 'u1',
      created_at: '2024-06-01T10:00:00Z',
      author: { full_name: 'Margaret Ellis' },
    },
  ]);
});

describe('candles and flowers', () => {
  it('lets a signed-out visitor light a candle, counted at once, and invites them to sign in for flowers', async () => {
    renderTributes(null);
    expect(await screen.findByText('2 candles · 1 bouquet of flowers')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Flowers from Margaret Ellis' })).toHaveTextContent(
      'For Sunday lunches',
    );
    expect(screen.queryByRole('button', { name: 'Leave flowers' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fgraves%2Fdemo',
    );
    const light = screen.getByRole('button', { name: 'Light a candle' });
    await waitFor(() => expect(light).toBeEnabled());
    await userEvent.click(light);
    expect(await screen.findByText('3 candles · 1 bouquet of flowers')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you.');
    expect(backend.rpcCalls('post_tribute')).toEqual([
      { memorial_id: 'g1', kind: 'candle', note: '', form_token: 'token-1', honeypot: '' },
    ]);
  });

  it("says a note waits for the family's approval, and keeps a refused note with the reason", async () => {
    renderTributes('me');
    const box = await screen.findByLabelText('Add a note (optional)');
    await userEvent.type(box, 'too fast');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave flowers' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Leave flowers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That was very quick. Please wait a few seconds and send it again.',
    );
    expect(box).toHaveValue('too fast');
    await userEvent.clear(box);
    await userEvent.type(box, 'With love');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave flowers' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Leave flowers' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Waiting for the family's approval");
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('maxlength', '140');
  });
});
