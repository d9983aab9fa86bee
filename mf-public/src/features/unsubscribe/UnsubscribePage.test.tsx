import { expectNoAxeViolations, render, screen, userEvent } from '@evergreen/design-system/test-utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribePage } from './UnsubscribePage';

const invoke = vi.fn();
vi.mock('@evergreen/supabase-client', () => {
  const client = { functions: { invoke } };
  return { getSupabase: () => client, whenSupabaseReady: async () => client };
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <UnsubscribePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => invoke.mockReset());

describe('UnsubscribePage', () => {
  it('asks first, then unsubscribes with the link’s token and confirms', async () => {
    invoke.mockResolvedValue({ data: { unsubscribed: 'follow' }, error: null });
    const { container } = renderAt('/unsubscribe?token=abc.def');
    expect(invoke).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer receive these e-mails.')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('unsubscribe', { method: 'POST', body: { token: 'abc.def' } });
  });

  it('shows the server’s refusal, and a link without a token as not valid', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: {
        name: 'FunctionsHttpError',
        context: new Response(JSON.stringify({ error: 'This unsubscribe link is not valid.' }), {
          status: 400,
        }),
      },
    });
    renderAt('/unsubscribe?token=tampered');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('offers nothing to press without a token', () => {
    renderAt('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  });
});
