import type { Client } from '../db/database.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
  /** The address a pending e-mail change moves to (GoTrue's `email_change`), '' or null when none. */
  email_change: string | null;
  email_change_sent_at: Date | null;
  /** 0: neither address confirmed yet; 1: one of the two has (secure e-mail change). */
  email_change_confirm_status: number | null;
  /** The user's two-step factors (GoTrue's `factors`), oldest first. */
  factors: FactorJson[];
}

/** A factor as GoTrue shows it in the user object (never its secret). */
export interface FactorJson {
  id: string;
  friendly_name: string;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at,
  last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous,
  email_change, email_change_sent_at, email_change_confirm_status,
  coalesce((select json_agg(json_build_object('id', f.id, 'friendly_name', coalesce(f.friendly_name, ''),
      'factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at,
      'last_challenged_at', f.last_challenged_at) order by f.created_at, f.id)
    from auth.mfa_factors f where f.user_id = auth.users.id), '[]'::json) as factors`;

const APP_METADATA = { provider: 'email', providers: ['email'] };

export async function userById(client: Client, id: string): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0];
}

export async function userByEmail(client: Client, email: string): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(
    `select ${COLUMNS} from auth.users where lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** A new e-mail user; confirmed at once unless `confirmed: false` (sign-up with e-mail confirmation on). */
export async function insertUser(
  client: Client,
  user: {
    email: string;
    passwordHash: string;
    metadata: Record<string, unknown>;
    id?: string;
    confirmed?: boolean;
  },
): Promise<UserRow> {
  const { rows } = await client.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (coalesce($1, gen_random_uuid()), lower($2), $3, case when $4 then now() end, $5, $6)
     returning ${COLUMNS}`,
    [user.id ?? null, user.email, user.passwordHash, user.confirmed ?? true, APP_METADATA, user.metadata],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into auth.users returned nothing');
  return row;
}

export async function updateUser(
  client: Client,
  id: string,
  changes: { passwordHash?: string; metadata?: Record<string, unknown> },
): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id, changes.passwordHash ?? null, changes.metadata ?? null],
  );
  return rows[0];
}

/** Merges `changes` into the user's app metadata (keys set to null are removed); provider keys stay. */
export async function setAppMetadata(
  client: Client,
  id: string,
  changes: Record<string, unknown>,
): Promise<UserRow | undefined> {
  const { rows } = await client.query<UserRow>(
    `update auth.users set
       raw_app_meta_data = jsonb_strip_nulls(raw_app_meta_data || $2::jsonb) || $3::jsonb,
       updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id, changes, APP_METADATA],
  );
  return rows[0];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The user object GoTrue returns (what supabase-js exposes as `user`). */
export function userJson(row: UserRow) {
  const identityData = { email: row.email, email_verified: row.email_confirmed_at !== null, sub: row.id };
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: '',
    confirmed_at: iso(row.email_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(row.last_sign_in_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        email: row.email,
      },
    ],
    // A pending change, as GoTrue shows it (both fields left out when there is none).
    ...(row.email_change
      ? { new_email: row.email_change, email_change_sent_at: iso(row.email_change_sent_at) }
      : {}),
    factors: row.factors,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/**
 * What sign-up with e-mail confirmation answers: the user as just created, not confirmed, no session. Built from
 * the request alone, so the answer for an address that already has an account (with a made-up id) cannot differ
 * from the one for a new account in anything but the random id.
 */
export function pendingUserJson(id: string, email: string, metadata: Record<string, unknown>): UserJson {
  const now = new Date();
  return userJson({
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: APP_METADATA,
    raw_user_meta_data: metadata,
    created_at: now,
    updated_at: now,
    is_anonymous: false,
    email_change: null,
    email_change_sent_at: null,
    email_change_confirm_status: 0,
    factors: [],
  });
}
