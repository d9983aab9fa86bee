// The Deno entry of memorial-visit (what `supabase functions deploy memorial-visit` ships), run on a real Deno
// against this run's server: memorial-visits.test.ts covers the rules through the Node wrapper; this proves the
// deployed entry type-checks on Deno, answers CORS, and counts by the header CLIENT_IP_HEADER names.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config.ts';
import { listeningOrigin } from './deno-listening.ts';
import { createMemorial, setPlan } from './fixtures.ts';
import { backend, serviceClient, signUp } from './helpers.ts';

const ENTRY = join(PACKAGE_DIR, 'supabase/functions/memorial-visit/index.ts');
// The first start type-checks the entry into an empty DENO_DIR, which takes a few seconds on a busy machine.
const START_TIMEOUT_MS = 90_000;

/** The native binary of the `deno` package's platform package (as deno-function.test.ts explains). */
function denoBinary(): string {
  const denoPackage = createRequire(import.meta.url).resolve('deno/package.json');
  const target = `${process.platform}-${process.arch}${process.platform === 'linux' ? '-glibc' : ''}`;
  const platformPackage = createRequire(denoPackage).resolve(`@deno/${target}/package.json`);
  return join(dirname(platformPackage), process.platform === 'win32' ? 'deno.exe' : 'deno');
}

let deno: ChildProcess | undefined;
let denoDir = '';
let origin = '';
let output = '';

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
      await fetch(`${origin}/memorial-visit`, { method: 'OPTIONS' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Deno did not serve within ${START_TIMEOUT_MS / 1000}s:\n${output}`);
}

beforeAll(async () => {
  const { url, serviceRoleKey } = backend();
  denoDir = mkdtempSync(join(tmpdir(), 'evergreen-deno-'));
  const hosts = [...new Set(['127.0.0.1', new URL(url).hostname])].join(',');
  deno = spawn(
    denoBinary(),
    [
      'run',
      '--check',
      // The entry imports only relative files: anything remote or npm would be a mistake, never a download.
      '--cached-only',
      '--no-lock',
      '--no-config',
      '--no-prompt',
      `--allow-net=${hosts}`,
      '--allow-env=SUPABASE_URL,SUPABASE_SERVICE_ROLE_KEY,CLIENT_IP_HEADER',
      ENTRY,
    ],
    {
      env: {
        PATH: process.env.PATH ?? '',
        DENO_DIR: denoDir,
        DENO_NO_PACKAGE_JSON: '1',
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: url,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        // As behind Cloudflare: a header the proxy overwrites, not the client's X-Forwarded-For.
        CLIENT_IP_HEADER: 'cf-connecting-ip',
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

describe('memorial-visit on Deno', () => {
  it('counts each address and browser once, by the header CLIENT_IP_HEADER names', async () => {
    const owner = await signUp('deno-visits');
    await setPlan(owner.id, 'price_family_monthly');
    const grave = await createMemorial(owner, { is_public: true });
    const visit = (address: string, forwarded = '198.51.100.1') =>
      fetch(`${origin}/memorial-visit`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 Deno test',
          'cf-connecting-ip': address,
          // A client-chosen X-Forwarded-For is not what counts here.
          'x-forwarded-for': forwarded,
        },
        body: JSON.stringify({ memorial: grave.id }),
      });

    const preflight = await fetch(`${origin}/memorial-visit`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await visit('192.0.2.10')).status).toBe(204);
    expect((await visit('192.0.2.10', '198.51.100.2')).status).toBe(204);
    expect((await visit('192.0.2.11')).status).toBe(204);
    const bad = await fetch(`${origin}/memorial-visit`, { method: 'POST', body: '{}' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');

    const { data } = await serviceClient()
      .from('memorial_daily_visits')
      .select('visits')
      .eq('grave_id', grave.id);
    expect(data).toEqual([{ visits: 2 }]);
  });
});
