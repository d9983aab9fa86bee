// The Deno entry of delete-account (what `supabase functions deploy` ships), run on a real Deno against this
// run's server: platform.test.ts only covers the shared logic through the Node wrapper in src/functions.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { PACKAGE_DIR } from '../src/config.ts';
import { listeningOrigin } from './deno-listening.ts';
import { createMemorial, reminderRow } from './fixtures.ts';
import { backend, client, serviceClient, signUp } from './helpers.ts';

const ENTRY = join(PACKAGE_DIR, 'supabase/functions/delete-account/index.ts');
// The first start type-checks the entry into an empty DENO_DIR, which takes a few seconds on a busy machine.
const START_TIMEOUT_MS = 90_000;

/**
 * The native binary from the platform package that `deno` depends on. Not the package's bin: that is a Node
 * wrapper running Deno with spawnSync, so killing it would leave Deno serving; its postinstall (which pnpm
 * blocks) only copies this same binary into the package folder.
 */
function denoBinary(): string {
  const denoPackage = createRequire(import.meta.url).resolve('deno/package.json');
  // Same target naming as the package's install_api.cjs; Deno publishes no musl build.
  const target = `${process.platform}-${process.arch}${process.platform === 'linux' ? '-glibc' : ''}`;
  const platformPackage = createRequire(denoPackage).resolve(`@deno/${target}/package.json`);
  return join(dirname(platformPackage), process.platform === 'win32' ? 'deno.exe' : 'deno');
}

let deno: ChildProcess | undefined;
let denoDir = '';
let origin = '';
let output = '';

/** Polls the port until Deno answers; fails at once with Deno's output if it exits instead. */
async function waitUntilServing(child: ChildProcess): Promise<void> {
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `Deno exited (${code ?? signal}) before serving:\n${output}`;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    origin = listeningOrigin(output) ?? '';
    try {
      if (!origin) throw new Error('not listening yet');
      await fetch(origin, { method: 'OPTIONS' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Deno did not serve within ${START_TIMEOUT_MS / 1000}s:\n${output}`);
}

beforeAll(async () => {
  const { url, anonKey, serviceRoleKey } = backend();
  denoDir = mkdtempSync(join(tmpdir(), 'evergreen-deno-'));
  const hosts = [...new Set(['127.0.0.1', new URL(url).hostname])].join(',');
  deno = spawn(
    denoBinary(),
    [
      'run',
      // Type-check as Supabase's runtime would, so a Deno-only type error fails here rather than at deploy.
      '--check',
      // The entry imports only relative files: anything remote or npm would be a mistake, never a download.
      '--cached-only',
      '--no-lock',
      '--no-config',
      '--no-prompt',
      `--allow-net=${hosts}`,
      '--allow-env=SUPABASE_URL,SUPABASE_ANON_KEY,SUPABASE_SERVICE_ROLE_KEY',
      ENTRY,
    ],
    {
      // A clean environment: no proxy variables, nothing from the developer's Deno setup.
      env: {
        PATH: process.env.PATH ?? '',
        ...(process.env.SYSTEMROOT ? { SYSTEMROOT: process.env.SYSTEMROOT } : {}),
        DENO_DIR: denoDir,
        DENO_NO_PACKAGE_JSON: '1',
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        // How Deno 2 places Deno.serve() without an address in the code; the entry stays as deployed.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: url,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  deno.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  deno.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitUntilServing(deno);
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  const child = deno;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (denoDir) rmSync(denoDir, { recursive: true, force: true });
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
    const rerouted = `${origin}/${target.slice(functionsBase.length)}`;
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
  fetch(`${origin}/delete-account`, { method: 'POST', headers: { apikey: backend().anonKey, ...headers } });

const statusOf = (error: unknown) =>
  error instanceof FunctionsHttpError ? (error.context as Response).status : undefined;

describe('delete-account on Deno', () => {
  it('answers a CORS preflight for the headers supabase-js sends', async () => {
    const response = await fetch(`${origin}/delete-account`, {
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
    expect(anonymous.invoked).toEqual([`${origin}/delete-account`]);
  });

  it('deletes the signed-in caller: sign-in, rows and stored files are gone', async () => {
    const user = await signUp('leaving-deno');
    const grave = await createMemorial(user, { is_public: true });
    const reminder = await user.client.from('reminders').insert(reminderRow(grave.id, user.id));
    expect(reminder.error).toBeNull();
    const { graveScene } = await import('../src/db/png.ts');
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
    const { data, error } = await caller.supabase.functions.invoke('delete-account', { method: 'POST' });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, deletedFiles: uploads.length });
    expect(caller.invoked).toEqual([`${origin}/delete-account`]);

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
    const again = await caller.supabase.functions.invoke('delete-account', { method: 'POST' });
    expect(statusOf(again.error)).toBe(401);
  });
});
