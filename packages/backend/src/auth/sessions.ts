import { randomBytes } from 'node:crypto';
import type { Client } from '../db/database.ts';
import { AuthError } from './errors.ts';
import { signJwt } from './jwt.ts';
import type { SessionOrigin } from './session-origin.ts';
import { type UserRow, userById, userJson } from './users.ts';

export interface TokenSettings {
  jwtSecret: string;
  jwtExpirySeconds: number;
  refreshReuseSeconds: number;
  issuer: string;
}

/** How the session began, for the token's `amr` claim: a password, a recovery link, a sign-up link (otp). */
export type SignInMethod = 'password' | 'recovery' | 'otp';

const newRefreshToken = () => randomBytes(18).toString('base64url');

async function insertRefreshToken(client: Client, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await client.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [token, userId, sessionId, parent],
  );
  return token;
}

/** How a session was authenticated, for the token's `aal` and `amr` claims (GoTrue's CalculateAALAndAMR). */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  /** Newest first, as GoTrue orders them. */
  amr: { method: string; timestamp: number }[];
}

/** The session's level and its methods (auth.sessions.aal and auth.mfa_amr_claims). */
export async function assuranceOf(client: Client, sessionId: string): Promise<Assurance> {
  const { rows } = await client.query<{ aal: string | null; method: string | null; at: number | null }>(
    `select s.aal, c.authentication_method as method, floor(extract(epoch from c.updated_at))::int as at
     from auth.sessions s left join auth.mfa_amr_claims c on c.session_id = s.id
     where s.id = $1 order by c.updated_at desc nulls last`,
    [sessionId],
  );
  const amr = rows.flatMap((row) =>
    row.method && row.at !== null ? [{ method: row.method, timestamp: row.at }] : [],
  );
  return {
    aal: rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1',
    amr: amr.length > 0 ? amr : [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
  };
}

/** Records that the session was authenticated by `method` now (a sign-in, or a code verified in it). */
export async function addAmrClaim(client: Client, sessionId: string, method: string): Promise<void> {
  await client.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The session object GoTrue answers to a sign-in: what supabase-js stores and refreshes. */
export async function sessionJson(
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  assurance: Assurance,
) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + settings.jwtExpirySeconds;
  const accessToken = await signJwt(settings.jwtSecret, {
    aud: 'authenticated',
    iss: settings.issuer,
    sub: user.id,
    email: user.email,
    phone: '',
    role: 'authenticated',
    aal: assurance.aal,
    amr: assurance.amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    iat: now,
    exp: expiresAt,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export async function startSession(
  client: Client,
  settings: TokenSettings,
  user: UserRow,
  method: SignInMethod,
  origin: SessionOrigin = { userAgent: null, ip: null },
) {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip, refreshed_at)
     values ($1, $2, $3, timezone('UTC', now())) returning id`,
    [user.id, origin.userAgent, origin.ip],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('insert into auth.sessions returned nothing');
  await client.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  await addAmrClaim(client, sessionId, method);
  const refreshToken = await insertRefreshToken(client, user.id, sessionId, null);
  return sessionJson(
    settings,
    { ...user, last_sign_in_at: new Date() },
    sessionId,
    refreshToken,
    await assuranceOf(client, sessionId),
  );
}

/**
 * A new refresh token for a session whose level just changed (a code verified in it), as GoTrue's
 * updateMFASessionAndClaims: the one in use is swapped for it, so the tokens handed out before say the old level.
 */
export async function reissueSession(
  client: Client,
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
) {
  const { rows } = await client.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where session_id = $1 and not revoked returning token`,
    [sessionId],
  );
  const token = await insertRefreshToken(client, user.id, sessionId, rows.at(-1)?.token ?? null);
  return sessionJson(settings, user, sessionId, token, await assuranceOf(client, sessionId));
}

interface RefreshRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  /** Revoked less than the reuse interval ago (compared in SQL, on the database's clock). */
  recent: boolean;
}

/**
 * Rotation with reuse detection, as GoTrue does it: each refresh token is swapped once for a child. A tab that
 * presents the same token while another tab's swap is still fresh (within the reuse interval) gets that same
 * child, so any number of tabs refreshing at once all stay signed in. Any other use of a revoked token (a
 * replay of an older one, or after the interval) means it leaked: the whole session ends.
 */
export async function refreshSession(
  client: Client,
  settings: TokenSettings,
  presented: string,
  origin: SessionOrigin = { userAgent: null, ip: null },
) {
  // The row lock makes tabs refreshing at once take turns; each later one sees the first one's child.
  const { rows } = await client.query<RefreshRow>(
    `select token, user_id, session_id, revoked,
            updated_at > now() - make_interval(secs => $2) as recent
     from auth.refresh_tokens where token = $1 for update`,
    [presented, settings.refreshReuseSeconds],
  );
  const row = rows[0];
  if (!row)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  let token: string;
  if (row.revoked) {
    const { rows: active } = await client.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
       where session_id = $1 and not revoked order by id desc limit 1`,
      [row.session_id],
    );
    const child = active[0];
    if (!row.recent || child?.parent !== row.token) {
      await client.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { reused: true as const };
    }
    token = child.token;
  } else {
    await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [
      row.token,
    ]);
    token = await insertRefreshToken(client, row.user_id, row.session_id, row.token);
  }
  const user = await userById(client, row.user_id);
  if (!user)
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  // As GoTrue's UpdateOnlyRefreshInfo: when and from where the session was last used.
  await client.query(
    `update auth.sessions
     set updated_at = now(), refreshed_at = timezone('UTC', now()),
         user_agent = coalesce($2, user_agent), ip = coalesce($3::inet, ip)
     where id = $1`,
    [row.session_id, origin.userAgent, origin.ip],
  );
  return {
    reused: false as const,
    session: await sessionJson(
      settings,
      user,
      row.session_id,
      token,
      await assuranceOf(client, row.session_id),
    ),
  };
}

export async function sessionExists(client: Client, sessionId: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return (rowCount ?? 0) > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(client: Client, userId: string, sessionId: string, scope: LogoutScope) {
  if (scope === 'local') {
    await client.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await client.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else {
    await client.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
