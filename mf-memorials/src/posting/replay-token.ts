/**
 * The form token of a post sent from the outbox (issue 30 meets the post guard of issue 29). The outbox keeps the
 * token the form had; a replay without one (the form opened offline), or with one near its day's end, fetches a new
 * token and waits until the database would accept it (`post_guard_min_age_ms`: 3 s, 0 where tests lower it).
 */
export interface ReplayTokenDeps {
  fetchToken(): Promise<string>;
  minAgeMs(): Promise<number>;
  wait(ms: number): Promise<void>;
  now(): number;
}

/** A token is refused after a day; one with less than an hour left is replaced rather than risked. */
const USABLE_FOR_MS = 23 * 60 * 60 * 1000;

/** When the database issued a token ('<epoch ms>.<signature>'), or null for anything else. */
export function tokenIssuedAt(token: string): number | null {
  const match = /^(\d{1,15})\.[0-9a-f]{64}$/.exec(token);
  return match ? Number(match[1]) : null;
}

export async function replayToken(stored: string | undefined, deps: ReplayTokenDeps): Promise<string> {
  const issued = stored ? tokenIssuedAt(stored) : null;
  if (stored && issued !== null && deps.now() - issued < USABLE_FOR_MS) return stored;
  const [token, minAge] = await Promise.all([deps.fetchToken(), deps.minAgeMs()]);
  if (minAge > 0) await deps.wait(minAge);
  return token;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
