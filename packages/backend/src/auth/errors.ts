import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error as GoTrue answers it with API version 2024-01-01: `{code, message}` plus the HTTP status. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  return c.json(
    { code: error.code, message: error.message, msg: error.message, ...error.extra },
    error.status,
  );
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const badJwt = (expired: boolean) =>
  new AuthError(
    403,
    'bad_jwt',
    expired
      ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
      : 'invalid JWT: unable to parse or verify signature',
  );
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const userAlreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const emailNotConfirmed = () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
