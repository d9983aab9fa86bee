// The Deno entries of the payment functions (what `supabase functions deploy` ships), type-checked and run on a
// real Deno: stripe-webhook verifies Stripe's signature with Web Crypto there, not with Node's crypto.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../../src/config.ts';
import {
  type DenoEntry,
  denoBinary,
  denoEnv,
  START_TIMEOUT_MS,
  startDenoEntry,
} from '../platform/deno-entry.ts';
import {
  type PaymentsServer,
  sign,
  startPaymentsServer,
  subscriptionEvent,
  WEBHOOK_SECRET,
} from './payments-helpers.ts';

const FUNCTIONS_DIR = join(PACKAGE_DIR, 'supabase/functions');

let server: PaymentsServer;
let deno: DenoEntry | undefined;
// One cache for the webhook's start and the other entries' type checks.
let denoDir = '';
let origin = '';

beforeAll(async () => {
  server = await startPaymentsServer('deno-payments');
  denoDir = mkdtempSync(join(tmpdir(), 'evergreen-deno-payments-'));
  const { anonKey, serviceRoleKey } = server.context.keys;
  deno = await startDenoEntry({
    entry: 'index.ts',
    cwd: join(FUNCTIONS_DIR, 'stripe-webhook'),
    // Each entry's deno.json maps `stripe` to npm:stripe; with a manual node_modules folder Deno takes the package
    // this workspace installed, so nothing is downloaded.
    imports: { flags: ['--cached-only', '--no-lock', '--node-modules-dir=manual'] },
    allowEnv: 'all',
    permissions: [`--allow-read=${PACKAGE_DIR},${join(PACKAGE_DIR, '../../node_modules')}`],
    env: {
      SUPABASE_URL: server.url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    readyPath: '/',
    denoDir,
  });
  origin = deno.origin;
}, START_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await deno?.stop();
  if (denoDir) rmSync(denoDir, { recursive: true, force: true });
  await server?.stop();
});

describe('payment functions on Deno', () => {
  it.each(['payment-checkout', 'billing-portal'])('%s type-checks as Supabase would run it', (name) => {
    const result = spawnSync(denoBinary(), ['check', '--no-lock', '--node-modules-dir=manual', 'index.ts'], {
      cwd: join(FUNCTIONS_DIR, name),
      env: denoEnv(denoDir),
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
