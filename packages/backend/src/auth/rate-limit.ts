/** A fixed-window counter per key (kind of request and client address), kept in memory. */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly windowMs: number) {}

  /** Counts one request; false when the key is over its limit for the current window. */
  allow(key: string, limit: number, now = Date.now()): boolean {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.#hits.size > 10_000) this.#sweep(now);
      return limit > 0;
    }
    entry.count += 1;
    return entry.count <= limit;
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
