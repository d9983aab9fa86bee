import { describe, expect, it } from 'vitest';
import { type ReplayTokenDeps, replayToken, tokenIssuedAt } from './replay-token';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const signed = (issued: number) => `${issued}.${'a'.repeat(64)}`;

/** The database and the clock as the replay sees them; `wait` records instead of sleeping. */
function deps(minAge: number) {
  const waits: number[] = [];
  let fetched = 0;
  const d: ReplayTokenDeps = {
    fetchToken: async () => {
      fetched += 1;
      return signed(NOW);
    },
    minAgeMs: async () => minAge,
    wait: async (ms) => {
      waits.push(ms);
    },
    now: () => NOW,
  };
  return { d, waits, fetched: () => fetched };
}

describe('replayToken', () => {
  it("keeps the form's own token while it is good for more than an hour", async () => {
    const { d, waits, fetched } = deps(3000);
    const stored = signed(NOW - 22 * 3600_000);
    expect(await replayToken(stored, d)).toBe(stored);
    expect(fetched()).toBe(0);
    expect(waits).toEqual([]);
  });

  it('fetches a new token when the form had none, or an old or forged one, and waits until it is old enough', async () => {
    for (const stored of [undefined, signed(NOW - 23.5 * 3600_000), 'not-a-token']) {
      const { d, waits, fetched } = deps(3000);
      expect(await replayToken(stored, d)).toBe(signed(NOW));
      expect(fetched()).toBe(1);
      expect(waits).toEqual([3000]);
    }
  });

  it('does not wait where the server asks for no minimum age', async () => {
    const { d, waits } = deps(0);
    await replayToken(undefined, d);
    expect(waits).toEqual([]);
  });

  it('reads the time a token was issued', () => {
    expect(tokenIssuedAt(signed(NOW))).toBe(NOW);
    expect(tokenIssuedAt(`${NOW}.xyz`)).toBeNull();
  });
});
