import type { Database } from '@evergreen/domain/database';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { signOut } from './profile';

/** Just the auth surface signOut uses, answering like supabase-js does. */
function clientWhoseSignOutAnswers(error: { status?: number; message: string } | null) {
  const calls: (string | undefined)[] = [];
  const auth = {
    signOut: vi.fn(async (options?: { scope?: string }) => {
      calls.push(options?.scope);
      return { error: options?.scope === 'local' ? null : error };
    }),
  };
  return { client: { auth } as unknown as SupabaseClient<Database>, calls };
}

describe('signOut', () => {
  it('signs out everywhere when the server agrees', async () => {
    const { client, calls } = clientWhoseSignOutAnswers(null);
    await signOut(client);
    expect(calls).toEqual([undefined]);
  });

  it.each([401, 403, 404])('drops the local session when the server answers %s', async (status) => {
    const { client, calls } = clientWhoseSignOutAnswers({ status, message: 'Session not found' });
    await signOut(client);
    expect(calls).toEqual([undefined, 'local']);
  });

  it('reports any other failure', async () => {
    const { client } = clientWhoseSignOutAnswers({ status: 500, message: 'Internal error' });
    await expect(signOut(client)).rejects.toMatchObject({ message: 'Internal error' });
  });
});
