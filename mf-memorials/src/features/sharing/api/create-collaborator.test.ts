import { ERRORS } from '@evergreen/domain/errors';
import { getSupabase } from '@evergreen/supabase-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCollaborator, ShareError } from './create-collaborator';

vi.mock('@evergreen/supabase-client', () => ({ getSupabase: vi.fn() }));

const rpc = vi.fn();

beforeEach(() => {
  rpc.mockReset();
  vi.mocked(getSupabase).mockReturnValue({ rpc } as unknown as ReturnType<typeof getSupabase>);
});

describe('createCollaborator', () => {
  it('shares in one call by the trimmed, lowercased e-mail: never by a user id', async () => {
    rpc.mockResolvedValue({ data: [{ id: 'm1' }], error: null });
    await createCollaborator('g1', '  Sam@Example.COM ', 'editor');
    expect(rpc).toHaveBeenCalledWith('share_memorial', {
      grave_id: 'g1',
      email: 'sam@example.com',
      role: 'editor',
    });
  });

  it('says "No user found..." when no account has the address', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    await expect(createCollaborator('g1', 'x@example.com', 'viewer')).rejects.toEqual(
      new ShareError(ERRORS.shareNoSuchUser),
    );
  });

  it("passes on the database's refusal with its message", async () => {
    const refusal = { code: 'PT429', message: 'Too many lookups, please try again later.' };
    rpc.mockResolvedValue({ data: null, error: refusal });
    await expect(createCollaborator('g1', 'x@example.com', 'viewer')).rejects.toBe(refusal);
  });
});
