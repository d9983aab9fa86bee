import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient, signUp, type TestUser, today } from './helpers.ts';

export interface GraveRow {
  id: string;
  user_id: string;
  created_by: string | null;
  full_name: string;
  is_public: boolean;
  [column: string]: unknown;
}

export const memorialForm = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Arthur Pendleton',
  birth_date: '1940-02-01',
  death_date: '2020-05-06',
  cemetery_name: 'Oak Hill',
  plot_number: '7',
  section: 'North',
  description: 'A kind neighbour',
  epitaph: 'Rest well',
  memories: 'Fishing on Sundays',
  is_public: false,
  latitude: 40.7128,
  longitude: -74.006,
  ...overrides,
});

/** Creates a memorial as `owner` through the API, as the app does. */
export async function createMemorial(
  owner: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<GraveRow> {
  const { data, error } = await owner.client
    .from('graves')
    .insert({ user_id: owner.id, image_url: null, person_image_url: null, ...memorialForm(overrides) })
    .select()
    .single();
  if (error) throw new Error(`createMemorial: ${error.message}`);
  return data as GraveRow;
}

/** Inserts rows as the service role (fixtures the actor under test must not create themselves). */
export async function insertAsService<T>(table: string, row: Record<string, unknown>): Promise<T> {
  const { data, error } = await serviceClient().from(table).insert(row).select().single();
  if (error) throw new Error(`insert ${table}: ${error.message}`);
  return data as T;
}

export async function share(graveId: string, user: TestUser, role: 'viewer' | 'editor') {
  return insertAsService<{ id: string }>('grave_managers', { grave_id: graveId, user_id: user.id, role });
}

/** Shares a memorial the way the app does: by the e-mail the owner typed (the only way a user can). */
export function shareByEmail(owner: TestUser, graveId: string, email: string, role = 'viewer') {
  return owner.client.rpc('share_memorial', { grave_id: graveId, email, role });
}

export const reminderRow = (graveId: string, userId: string) => ({
  grave_id: graveId,
  user_id: userId,
  reminder_date: today(),
  next_reminder_date: today(),
  reminder_type: 'visit_reminder',
  frequency: 'monthly',
  custom_message: null,
  is_active: true,
});

export async function setPlan(userId: string, priceId: string | null) {
  const { error } = await serviceClient()
    .from('subscriptions')
    .upsert({ user_id: userId, price_id: priceId, status: 'active' }, { onConflict: 'user_id' });
  if (error) throw new Error(`setPlan: ${error.message}`);
}

export type Client = SupabaseClient;

/** The cast of the spec-call tests: an owner with a public memorial, and a friend. */
export async function ownerFriendAndPublicMemorial() {
  const [owner, friend] = await Promise.all([
    signUp('owner', 'Olivia Owner'),
    signUp('friend', 'Franklin Friend'),
  ]);
  return { owner, friend, grave: await createMemorial(owner, { is_public: true }) };
}

/**
 * A memory posted as the app posts it: a form token, then `post_memory` (the suite's server asks no minimum form
 * age; test/memorials/post-guard.test.ts proves the guard on a server of its own).
 */
export async function postMemory(client: SupabaseClient, graveId: string, text: string) {
  const token = await client.rpc('form_token');
  if (token.error) throw token.error;
  return client
    .rpc('post_memory', { memorial_id: graveId, memory_text: text, form_token: token.data })
    .single<{ id: string; status: string; memory_text: string; user_id: string; grave_id: string }>();
}

/** A candle or flowers with an optional note, as the public page leaves them. */
export async function postTribute(
  client: SupabaseClient,
  graveId: string,
  kind: 'candle' | 'flowers',
  note?: string,
) {
  const token = await client.rpc('form_token');
  if (token.error) throw token.error;
  return client
    .rpc('post_tribute', { memorial_id: graveId, kind, note, form_token: token.data })
    .single<{ id: string; status: string; note: string | null; user_id: string | null; kind: string }>();
}
