import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sqlState } from '../db/database.ts';

/** Storage API errors: `{statusCode, error, message}`, statusCode as a string like Supabase Storage sends it. */
export class StorageError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export function storageErrorResponse(c: Context, error: StorageError): Response {
  return c.json(
    { statusCode: String(error.status), error: error.error, message: error.message },
    error.status,
  );
}

/** Database refusals in the storage API's words; anything else stays an unexpected failure. */
export function fromDatabase(error: unknown): StorageError | undefined {
  const state = sqlState(error);
  if (state === '42501')
    return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (state === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  return undefined;
}
