import { PLANS } from '@evergreen/domain/plans';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { memorialForm } from '../fixtures.ts';
import { startIsolatedServer } from '../isolated-server.ts';

// A database of its own: changing a price id here would change the plan of every subscriber in the other files.
describe('the plan table lives in the database', () => {
  let server: Awaited<ReturnType<typeof startIsolatedServer>>;

  const clientOf = (key: string): SupabaseClient =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
  const sql = <Row extends object>(text: string, values: unknown[] = []) =>
    server.context.db.tx(async (client) => (await client.query<Row>(text, values)).rows);

  beforeAll(async () => {
    server = await startIsolatedServer('plan-config');
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("agrees with packages/domain's PLANS: names, limits and features, in order", async () => {
    const rows = await sql<{
      id: string;
      name: string;
      max_graves: number;
      max_collaborators: number;
      has_advanced_features: boolean;
      features: string[];
    }>(
      `select id, name, max_graves, max_collaborators, has_advanced_features, features
       from private.plans order by position`,
    );
    expect(rows).toEqual(
      PLANS.map((plan) => ({
        id: plan.id,
        name: plan.name,
        max_graves: plan.maxGraves,
        max_collaborators: plan.maxCollaborators,
        has_advanced_features: plan.hasAdvancedFeatures,
        features: [...plan.features],
      })),
    );
  });

  it('changing price_id_personal in the database alone makes its subscribers Personal, page and limits', async () => {
    const user = clientOf(server.context.keys.anonKey);
    const { data: session, error: signUpError } = await user.auth.signUp({
      email: `new-price-${Date.now()}@example.test`,
      password: 'correct-horse-battery',
    });
    if (signUpError || !session.user) throw signUpError ?? new Error('no user');
    const userId = session.user.id;
    const service = clientOf(server.context.keys.serviceRoleKey);
    const subscribed = await service
      .from('subscriptions')
      .upsert(
        { user_id: userId, price_id: 'price_personal_2027', status: 'active' },
        { onConflict: 'user_id' },
      );
    expect(subscribed.error).toBeNull();
    const addMemorial = (n: number) =>
      user.from('graves').insert({ ...memorialForm({ full_name: `Memorial ${n}` }), user_id: userId });
    const plan = async () => (await user.rpc('my_plan').single()).data;

    for (let n = 1; n <= 5; n++) expect((await addMemorial(n)).error).toBeNull();
    expect(await plan()).toMatchObject({
      plan_id: 'free',
      plan_name: 'Free',
      max_graves: 5,
      graves_count: 5,
    });
    expect((await addMemorial(6)).error?.message).toBe(
      "You've reached your Free plan limit of 5 memorials...",
    );

    await sql(`update private.app_config set value = $1 where key = 'price_id_personal'`, [
      'price_personal_2027',
    ]);

    expect(await plan()).toMatchObject({
      plan_id: 'personal',
      plan_name: 'Personal',
      max_graves: 25,
      max_collaborators: 3,
      has_advanced_features: true,
      graves_count: 5,
    });
    expect((await addMemorial(6)).error).toBeNull();
    expect(await plan()).toMatchObject({ plan_id: 'personal', graves_count: 6 });
  });
});
