import type { Context } from 'hono';
import {
  isLocale,
  type Locale,
  localeOr,
  negotiateLocale,
} from '../../supabase/functions/_shared/messages/locale.ts';
import type { Client } from '../db/database.ts';

/**
 * The language of a person's auth mails: their profiles.locale (what Settings saves), read in the transaction that
 * finds them, so the mail is written before the answer as it was before.
 */
export async function localeOfUser(client: Client, userId: string): Promise<Locale> {
  const { rows } = await client.query<{ locale: string }>(
    'select locale from private.profiles where id = $1',
    [userId],
  );
  return localeOr(rows[0]?.locale);
}

/**
 * The language someone signs up in: the one the app sends in the sign-up's metadata (the page's), else what their
 * browser asks for (Accept-Language), else English.
 */
export function signUpLocale(c: Context, metadata: Record<string, unknown>): Locale {
  return isLocale(metadata.locale) ? metadata.locale : negotiateLocale(c.req.header('accept-language'));
}

/** Saves the sign-up's language on the new profile (the trigger that creates it reads only the metadata). */
export async function saveSignUpLocale(client: Client, userId: string, locale: Locale): Promise<void> {
  await client.query('update private.profiles set locale = $2 where id = $1', [userId, locale]);
}
