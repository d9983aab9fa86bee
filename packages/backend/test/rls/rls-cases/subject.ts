import type { Actor, World } from '../rls-world.ts';

/** One operation on one table, tried by every actor of the matrix. */
export interface Subject {
  table: string;
  what: string;
  /** Who may, in the order anon, owner, viewer, editor, stranger, service: Y may, n may not. */
  allowed: string;
  /** Tries the operation as `actor`; true when it took effect. */
  attempt: (actor: Actor, world: World) => Promise<boolean>;
}

export const rows = async (query: PromiseLike<{ data: unknown }>) =>
  ((await query).data as unknown[] | null) ?? [];

/** The actor's own id, or another user's for the anonymous actor, so that an insert is well-formed. */
export const someone = (actor: Actor, fallback: string) => actor.id ?? fallback;
