// The Deno entry of delete-account (what `supabase functions deploy` ships), run on a real Deno against this
// run's server: platform.test.ts only covers the shared logic through the Node wrapper in src/functions.
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { createMemorial, reminderRow } from '../fixtures.ts';
import { backend, client, serviceClient, signUp } from '../helpers.ts';
import { functionEntry, RELATIVE_IMPORTS, useDenoEntry } from './deno-entry.ts';

const deno = useDenoEntry(() => {
  const { url, anonKey, serviceRoleKey } = backend();
  return {
    entry: functionEntry('delete-account'),
    imports: RELATIVE_IMPORTS,
    allowNet: [new URL(url).hostname],
    allowEnv: ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'],
    env: { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey },
    readyPath: '/',
    readyInit: { method: 'OPTIONS' },
  };
});

/**
 * A supabase-js client whose function calls go to Deno, the way Supabase's gateway forwards
 * `/functions/v1/delete-account` to the function: the request is exactly what `functions.invoke` sends.
 */
function clientOfDeno(accessToken?: string): { supabase: SupabaseClient; invoked: string[] } {
  const invoked: string[] = [];
  const functionsBase = `${backend().url}/functions/v1/`;
  const toDeno: typeof fetch = (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (!target.startsWith(functionsBase)) return fetch(input, init);
    const rerouted = `${deno.origin}/${target.slice(functionsBase.length)}`;
    invoked.push(rerouted);
    return fetch(rerouted, init);
  };
  const supabase = createClient(backend().url, backend().anonKey, {
    ...(accessToken ? { accessToken: async () => accessToken } : {}),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: toDeno },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  return { supabase, invoked };
}

const callDeno = (headers: Record<string, string>) =>
  fetch(`${deno.origin}/delete-account`, {
    method: 'POST',
    headers: { apikey: backend().anonKey, ...headers },
  });

const statusOf = (error: unknown) =>
  error instanceof FunctionsHttpError ? (error.context as Response).status : undefined;

describe('delete-account on Deno', () => {
  it('answers a CORS preflight for the headers supabase-js sends', async () => {
    const response = await fetch(`${deno.origin}/delete-account`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,apikey,content-type,x-client-info',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'apikey', 'content-type', 'x-client-info']),
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses callers without a valid user JWT, with CORS headers so the app can read why', async () => {
    const missing = await callDeno({});
    expect(missing.status).toBe(401);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(await missing.json()).toEqual({ error: 'Sign in to delete your account' });

    expect((await callDeno({ authorization: 'Bearer not-a-jwt' })).status).toBe(401);

    // Well-formed and naming a real user, but not signed with the project's secret.
    const victim = await signUp('forged-target');
    const forged = await new SignJWT({ role: 'authenticated', email: victim.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(victim.id)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-projects-secret'));
    expect((await callDeno({ authorization: `Bearer ${forged}` })).status).toBe(401);
    expect((await serviceClient().auth.admin.getUserById(victim.id)).data.user?.id).toBe(victim.id);

    // supabase-js without a session sends the anon key as the bearer: a project key, not a user.
    const anonymous = clientOfDeno();
    const { error } = await anonymous.supabase.functions.invoke('delete-account', { method: 'POST' });
    expect(statusOf(error)).toBe(401);
    expect(anonymous.invoked).toEqual([`${deno.origin}/delete-account`]);
  });

  it('deletes the signed-in caller: sign-in, rows and stored files are gone', async () => {
    const user = await signUp('leaving-deno');
    const grave = await createMemorial(user, { is_public: true });
    const reminder = await user.client.from('reminders').insert(reminderRow(grave.id, user.id));
    expect(reminder.error).toBeNull();
    const { graveScene } = await import('../../src/db/png.ts');
    const image = new Blob([graveScene(8)]);
    const uploads = [
      ['grave-images', `${user.id}/photo.png`],
      ['grave-images', `${user.id}/album/second.png`],
      ['person-images', `${user.id}/portrait.png`],
    ] as const;
    for (const [bucket, path] of uploads) {
      const { error } = await user.client.storage.from(bucket).upload(path, image);
      expect(error).toBeNull();
    }
    const service = serviceClient();
    const publicImage = `${backend().url}/storage/v1/object/public/grave-images/${user.id}/photo.png`;
    // What must disappear is there to begin with.
    expect((await fetch(publicImage)).status).toBe(200);
    expect((await service.from('graves').select('id').eq('user_id', user.id)).data).toHaveLength(1);
    expect((await service.from('reminders').select('id').eq('user_id', user.id)).data).toHaveLength(1);
    expect((await service.from('profiles').select('id').eq('id', user.id)).data).toHaveLength(1);

    const caller = clientOfDeno(user.accessToken);
    const { data, error } = await caller.supabase.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: user.password },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, deletedFiles: uploads.length });
    expect(caller.invoked).toEqual([`${deno.origin}/delete-account`]);

    const signIn = await client().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signIn.error).not.toBeNull();
    expect(signIn.data.session).toBeNull();
    expect((await service.auth.admin.getUserById(user.id)).error?.status).toBe(404);
    expect((await service.from('graves').select('id').eq('id', grave.id)).data).toEqual([]);
    expect((await service.from('reminders').select('id').eq('user_id', user.id)).data).toEqual([]);
    expect((await service.from('profiles').select('id').eq('id', user.id)).data).toEqual([]);
    for (const bucket of ['grave-images', 'person-images']) {
      const listed = await service.storage.from(bucket).list(user.id);
      expect(listed.error).toBeNull();
      expect(listed.data).toEqual([]);
    }
    expect((await fetch(publicImage)).status).toBe(404);

    // The deleted user's still-unexpired token no longer names anyone.
    const again = await caller.supabase.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: user.password },
    });
    expect(statusOf(again.error)).toBe(401);
  });
});
