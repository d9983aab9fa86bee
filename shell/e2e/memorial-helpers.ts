import { solidPng } from '@evergreen/devtools/map-stand-in';
import { expect, type Page } from '@playwright/test';
import { signIn, type TestUser } from './fixtures';

/** Helpers of the memorial journeys: setup through the real API, where the UI is not what is under test. */

const env = () => ({ url: process.env.SUPABASE_URL ?? '', anonKey: process.env.SUPABASE_ANON_KEY ?? '' });

export interface ApiSession {
  token: string;
  userId: string;
}

export async function apiSignIn(user: Pick<TestUser, 'email' | 'password'>): Promise<ApiSession> {
  const { url, anonKey } = env();
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** A REST call as the signed-in user, answering the raw response so that refusals can be checked. */
export function restAs(session: ApiSession, method: string, path: string, body: unknown): Promise<Response> {
  const { url, anonKey } = env();
  return fetch(`${url}/rest/v1/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      Authorization: `Bearer ${session.token}`,
      Prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
}

/**
 * A visitor memory posted as the app posts it: through `post_memory` with a fresh form token (the journeys' server
 * asks no minimum form age). Answers the stored row's response.
 */
export async function postMemory(session: ApiSession, graveId: string, text: string): Promise<Response> {
  const token = (await (await restAs(session, 'POST', 'rpc/form_token', {})).json()) as string;
  return restAs(session, 'POST', 'rpc/post_memory', {
    memorial_id: graveId,
    memory_text: text,
    form_token: token,
  });
}

export function insertMemorial(session: ApiSession, fields: Record<string, unknown>): Promise<Response> {
  return restAs(session, 'POST', 'graves', { user_id: session.userId, ...fields });
}

export async function createMemorial(session: ApiSession, fields: Record<string, unknown>): Promise<string> {
  const response = await insertMemorial(session, fields);
  if (!response.ok) throw new Error(`Insert failed: ${response.status} ${await response.text()}`);
  const [row] = (await response.json()) as { id: string }[];
  if (!row) throw new Error('Insert answered no row');
  return row.id;
}

/** Uploads a photo into the user's folder and answers its public URL. */
export async function uploadPhoto(session: ApiSession, bucket: string, name: string): Promise<string> {
  const { url, anonKey } = env();
  const path = `${session.userId}/${name}`;
  const response = await fetch(`${url}/storage/v1/object/${bucket}/${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${session.token}`, 'Content-Type': 'image/png' },
    body: new Uint8Array(photo()),
  });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return `${url}/storage/v1/object/public/${bucket}/${path}`;
}

export function photo(width = 320, height = 240, rgb: [number, number, number] = [90, 140, 110]): Buffer {
  return solidPng(width, height, rgb);
}

/**
 * Signs in and waits, as a person would, for the page it lands on to finish loading: its spinners gone. Sections
 * that fill in late change the height of their row, and a click during that shift can press down on a button and
 * let go beside it (Settings' "Change e-mail" then never opened its form, one run in a few hundred).
 */
export async function signInAt(page: Page, shellUrl: string, user: TestUser, next?: string): Promise<void> {
  await page.goto(`${shellUrl}/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await signIn(page, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await expect(page.getByRole('main').locator('.mantine-Loader-root')).toHaveCount(0);
}
