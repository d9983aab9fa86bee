// The Deno entries of the payment functions (what `supabase functions deploy` ships), type-checked and run on a
// real Deno: stripe-webhook verifies Stripe's signature with Web Crypto there, not with Node's crypto.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config.ts';
import { listeningOrigin } from './deno-listening.ts';
import {
  type PaymentsServer,
  sign,
  startPaymentsServer,
  subscriptionEvent,
  WEBHOOK_SECRET,
} from './payments-helpers.ts';

const FUNCTIONS_DIR = join(PACKAGE_DIR, 'supabase/functions');
const START_TIMEOUT_MS = 90_000;

/** The native binary of the `deno` package's platform package (see deno-function.test.ts for why). */
function denoBinary(): string {
  const denoPackage = createRequire(import.meta.url).resolve('deno/package.json');
  const target = `${process.platform}-${process.arch}${process.platform === 'linux' ? '-glibc' : ''}`;
  const platformPackage = createRequire(denoPackage).resolve(`@deno/${target}/package.json`);
  return join(dirname(platformPackage), process.platform === 'win32' ? 'deno.exe' : 'deno');
}

// Each entry's deno.json maps `stripe` to npm:stripe; with a manual node_modules folder Deno takes the package
// this workspace installed, so nothing is downloaded.
const DENO_FLAGS = ['--cached-only', '--no-lock', '--node-modules-dir=manual', '--no-prompt'];

let server: PaymentsServer;
let deno: ChildProcess | undefined;
let denoDir = '';
let origin = '';
let output = '';

function denoEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    DENO_DIR: denoDir,
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    ...extra,
  };
}

beforeAll(async () => {
  server = await startPaymentsServer('deno-payments');
  denoDir = mkdtempSync(join(tmpdir(), 'evergreen-deno-payments-'));
  const { anonKey, serviceRoleKey } = server.context.keys;
  deno = spawn(
    denoBinary(),
    [
      'run',
      '--check',
      ...DENO_FLAGS,
      `--allow-net=127.0.0.1`,
      '--allow-env',
      `--allow-read=${PACKAGE_DIR},${join(PACKAGE_DIR, '../../node_modules')}`,
      'index.ts',
    ],
    {
      cwd: join(FUNCTIONS_DIR, 'stripe-webhook'),
      env: denoEnv({
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: server.url,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  deno.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  deno.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let exited: string | undefined;
  deno.once('exit', (code, signal) => {
    exited = `Deno exited (${code ?? signal}) before serving:\n${output}`;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(exited);
    if (Date.now() > deadline) throw new Error(`Deno did not serve in time:\n${output}`);
    origin = listeningOrigin(output) ?? '';
    try {
      if (!origin) throw new Error('not listening yet');
      await fetch(origin, { method: 'GET' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}, START_TIMEOUT_MS + 60_000);

afterAll(async () => {
  const child = deno;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  if (denoDir) rmSync(denoDir, { recursive: true, force: true });
  await server?.stop();
});

describe('payment functions on Deno', () => {
  it.each(['payment-checkout', 'billing-portal'])('%s type-checks as Supabase would run it', (name) => {
    const result = spawnSync(denoBinary(), ['check', '--no-lock', '--node-modules-dir=manual', 'index.ts'], {
      cwd: join(FUNCTIONS_DIR, name),
      env: denoEnv({}),
      encoding: 'utf8',
      timeout: START_TIMEOUT_MS,
    });
    expect(result.status, result.stderr).toBe(0);
  });

  it('stripe-webhook applies a signed event and refuses a tampered one', async () => {
    const user = await server.signUp('deno-webhook');
    const prices = await server.priceIds();
    const event = subscriptionEvent('customer.subscription.created', {
      userId: user.id,
      customer: `cus_deno_${user.id.slice(0, 6)}`,
      priceId: prices.personal,
      status: 'active',
      created: Math.floor(Date.now() / 1000),
    });
    const payload = JSON.stringify(event);
    const post = (body: string, signature: string) =>
      fetch(origin, { method: 'POST', headers: { 'stripe-signature': signature }, body });
    const tampered = await post(payload.replace(prices.personal, prices.family), sign(payload));
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({
      error: expect.stringMatching(/^Webhook signature verification failed: No signatures found/),
    });
    const accepted = await post(payload, sign(payload));
    expect(await accepted.json()).toEqual({ received: true, outcome: 'applied' });
    expect(accepted.status).toBe(200);
    expect(await server.subscriptionOf(user.id)).toMatchObject({
      price_id: prices.personal,
      status: 'active',
    });
  });
});
