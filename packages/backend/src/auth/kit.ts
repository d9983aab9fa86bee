import { getConnInfo } from '@hono/node-server/conninfo';
import { hash } from 'bcryptjs';
import type { Context } from 'hono';
import type { AppContext } from '../context.ts';
import { AuthError } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';
import type { TokenSettings } from './sessions.ts';

export type LimitKind = 'signIn' | 'signUp' | 'recover';

/** What every auth endpoint is built from: the server, token settings, rate limits and timing guards. */
export interface AuthKit {
  app: AppContext;
  tokens: TokenSettings;
  /** Counts the request against its kind's limit per client address; throws 429 over it. */
  limit: (c: Context, kind: LimitKind) => void;
  /** A hash to compare against when an e-mail is unknown, so a wrong address takes as long as a wrong password. */
  absentHash: Promise<string>;
}

export function createAuthKit(app: AppContext): AuthKit {
  const { options } = app;
  const limiter = new RateLimiter(options.rateLimits.windowSeconds * 1000);
  return {
    app,
    tokens: {
      jwtSecret: app.keys.jwtSecret,
      jwtExpirySeconds: options.jwtExpirySeconds,
      refreshReuseSeconds: options.refreshReuseSeconds,
      issuer: `${app.publicUrl}/auth/v1`,
    },
    limit: (c, kind) => {
      const address = getConnInfo(c).remote.address ?? 'unknown';
      if (!limiter.allow(`${kind}:${address}`, options.rateLimits[kind])) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
    },
    absentHash: hash('not-a-password', options.bcryptCost),
  };
}

/** An endpoint's handler, as GoTrue's `func (a *API) Signup(w, r) error`. */
export type AuthHandler = (c: Context) => Promise<Response>;
