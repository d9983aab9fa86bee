// The Deno entry of memorial-preview (what `supabase functions deploy memorial-preview` ships), run on a real Deno
// against this run's server with only the anon key: memorial-preview.test.ts covers the logic through the Node
// wrapper; this proves the deployed entry type-checks on Deno and reads as an anonymous visitor.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config.ts';
import { listeningOrigin } from './deno-listening.ts';
import { createMemorial } from './fixtures.ts';
import { backend, signUp } from './helpers.ts';

const ENTRY = join(PACKAGE_DIR, 'supabase/functions/memorial-preview/index.ts');
const SITE = 'https://memorials.example';
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
      await fetch(`${origin}/memorial-preview/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Deno did not serve within ${START_TIMEOUT_MS / 1000}s:\n${output}`);
}

beforeAll(async () => {
  const { url, anonKey } = backend();
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
      // No service role key is even readable: the function reads as anon.
      '--allow-env=SUPABASE_URL,SUPABASE_ANON_KEY,SITE_URL',
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
        SUPABASE_ANON_KEY: anonKey,
        SITE_URL: SITE,
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

describe('memorial-preview on Deno', () => {
  it('previews a public memorial, says nothing of a private one, and serves the sitemap from SITE_URL', async () => {
    const owner = await signUp('deno-preview');
    const shown = await createMemorial(owner, { full_name: 'Deno <Public> Person', is_public: true });
    const secret = await createMemorial(owner, { full_name: 'Deno Private Person', is_public: false });

    const page = await fetch(`${origin}/memorial-preview/graves/${shown.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta property="og:title" content="Deno &lt;Public&gt; Person">');
    expect(html).toContain(`<meta property="og:url" content="${SITE}/graves/${shown.id}">`);

    const hidden = await fetch(`${origin}/memorial-preview/graves/${secret.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('Deno Private Person');

    const sitemap = await (await fetch(`${origin}/memorial-preview/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE}/graves/${shown.id}</loc>`);
    expect(sitemap).not.toContain(secret.id);
  });
});
