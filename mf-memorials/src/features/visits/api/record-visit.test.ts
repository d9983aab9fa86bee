import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordVisit } from './record-visit';

const invoke = vi.fn();
vi.mock('@evergreen/supabase-client', () => ({
  whenSupabaseReady: () => Promise.resolve({ functions: { invoke } }),
}));

beforeEach(() => {
  invoke.mockReset();
});

describe('recordVisit', () => {
  it('posts the memorial id to the memorial-visit function', async () => {
    invoke.mockResolvedValue({ data: null, error: null });
    await recordVisit('g1');
    expect(invoke).toHaveBeenCalledWith('memorial-visit', { method: 'POST', body: { memorial: 'g1' } });
  });

  it('never rejects, whatever the function or the network does', async () => {
    invoke.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(recordVisit('g1')).resolves.toBeUndefined();
  });
});
