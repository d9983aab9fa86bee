import { useMutation } from '@tanstack/react-query';

/** A refused unsubscribe, carrying the function's own `{error}` when it gave one. */
export class UnsubscribeError extends Error {
  constructor(message: string | undefined, options?: { cause?: unknown }) {
    super(message ?? '', options);
    this.name = 'UnsubscribeError';
  }
}

async function errorTextOf(error: unknown): Promise<string | undefined> {
  const context = typeof error === 'object' && error !== null ? Reflect.get(error, 'context') : undefined;
  if (!(context instanceof Response)) return undefined;
  try {
    const body: unknown = await context.json();
    const text = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
    return typeof text === 'string' && text.trim() !== '' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts the link's token to the unsubscribe function, as a mail program's one-click unsubscribe does (RFC 8058):
 * signed out or in, the token is the only credential.
 */
export async function unsubscribe(token: string): Promise<void> {
  const { whenSupabaseReady } = await import('@evergreen/supabase-client');
  const client = await whenSupabaseReady();
  const { error } = await client.functions.invoke<unknown>('unsubscribe', {
    method: 'POST',
    body: { token },
  });
  if (error) throw new UnsubscribeError(await errorTextOf(error), { cause: error });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
