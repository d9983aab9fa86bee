import { getSupabase } from '@evergreen/supabase-client';

/**
 * A failed edge function call. Carries the function's own `{error}` text when it gave one; otherwise an empty
 * message, so the screen shows the catalogue's fallback instead of the client library's wording.
 */
export class FunctionCallError extends Error {
  constructor(message: string | undefined, options?: { cause?: unknown }) {
    super(message ?? '', options);
    this.name = 'FunctionCallError';
  }
}

async function errorTextOf(error: unknown): Promise<string | undefined> {
  const context = typeof error === 'object' && error !== null ? Reflect.get(error, 'context') : undefined;
  if (!(context instanceof Response)) return undefined;
  try {
    const body: unknown = await context.json();
    const text = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** POSTs JSON to `/functions/v1/<name>` with the session's Bearer token (spec section 7) and returns its JSON. */
export async function callFunction(name: string, body?: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await getSupabase().functions.invoke<unknown>(name, {
    method: 'POST',
    ...(body ? { body } : {}),
  });
  if (error) throw new FunctionCallError(await errorTextOf(error), { cause: error });
  const text = typeof data === 'object' && data !== null ? Reflect.get(data, 'error') : undefined;
  if (typeof text === 'string') throw new FunctionCallError(text);
  return data;
}
