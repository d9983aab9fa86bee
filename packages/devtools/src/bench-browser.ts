import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { APPS, distOf } from './apps';
import { type LocalStack, startLocalStack } from './local-stack';

// What the browser benches (`bench:reminders`, `bench:dashboard`) share: the production builds and the local stack,
// Debian's Chromium, a seeded user signed in through the real sign-in page, and the loop that reloads a page and
// times it from navigation until it is drawn.

/** Stops with a clear message when an app has no production build: the benches measure what deploys. */
export function requireProductionBuilds(): void {
  const missing = APPS.filter((app) => !existsSync(join(distOf(app), 'index.html')));
  if (missing.length > 0) {
    console.error(
      `No production build of ${missing.map((app) => app.dir).join(', ')}: run \`pnpm build\` first.`,
    );
    process.exit(1);
  }
}

export async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface BenchUser {
  email: string;
  password: string;
  name: string;
  id: string;
  accessToken: string;
}

/** A new user, signed up and signed in over the API: their id and token for seeding their data. */
export async function signUpBenchUser(url: string, anonKey: string): Promise<BenchUser> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  const name = 'Bench Person';
  await json(
    await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey },
      body: JSON.stringify({ email, password, data: { full_name: name } }),
    }),
    'Sign-up',
  );
  const session = await json<{ access_token: string; user: { id: string } }>(
    await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey },
      body: JSON.stringify({ email, password }),
    }),
    'Sign-in',
  );
  return { email, password, name, id: session.user.id, accessToken: session.access_token };
}

export interface BrowserBench {
  stack: LocalStack;
  browser: Browser;
  /**
   * A new browser context signed in as the user through the sign-in page, on `path`. `observe` runs in the page
   * before any of its scripts (the benches' long-task and layout-shift observers); `watch` gets the page before its
   * first request (to listen to its responses).
   */
  openSignedIn(
    user: Pick<BenchUser, 'email' | 'password'>,
    path: string,
    options?: { context?: BrowserContextOptions; observe?: () => void; watch?: (page: Page) => void },
  ): Promise<Page>;
}

/**
 * Starts the local stack and Chromium, runs the bench and closes both, whatever happens. Sign-ins are not rate
 * limited: a bench signs in more often than a person.
 */
export async function runBrowserBench(bench: (run: BrowserBench) => Promise<void>): Promise<void> {
  requireProductionBuilds();
  const stack = await startLocalStack({ backendEnv: { RATE_LIMIT_SIGN_IN: '1000' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await bench({
      stack,
      browser,
      async openSignedIn(user, path, { context: contextOptions, observe, watch } = {}) {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 800 },
          ...contextOptions,
        });
        // tsx compiles the benches keeping function names, wrapping inner functions in a `__name` helper that
        // the functions sent to the page would not find there.
        await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
        if (observe) await context.addInitScript(observe);
        const page = await context.newPage();
        watch?.(page);
        await page.goto(`${stack.deployment.shellUrl}/auth?next=${encodeURIComponent(path)}`);
        await page.getByLabel('Email Address').fill(user.email);
        await page.getByLabel(/^Password/).fill(user.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL((url) => url.pathname === path);
        return page;
      },
    });
  } finally {
    await browser.close();
    await stack.close();
  }
}

/**
 * The measuring loop: `loads` signed-in reloads of `url` (scripts cached, as on a return visit), each timed in the
 * page from navigation start until `drawnAt` answers the moment it saw the page drawn (its `performance.now()`,
 * checked once per frame); `afterLoad` reads whatever else the bench wants of that load. Answers the times.
 */
export async function timeLoads<Arg>(
  page: Page,
  url: string,
  // Playwright's own type of a function sent to the page (its package does not export the name).
  drawnAt: Parameters<typeof page.waitForFunction<number | false, Arg>>[0],
  arg: Arg,
  {
    loads = 3,
    afterLoad,
  }: { loads?: number; afterLoad?: (drawnMs: number, load: number) => Promise<void> } = {},
): Promise<number[]> {
  const times: number[] = [];
  for (let load = 1; load <= loads; load += 1) {
    await page.goto(url);
    const drawn = await page.waitForFunction(drawnAt, arg, { polling: 'raf', timeout: 30_000 });
    const ms = (await drawn.jsonValue()) as number;
    times.push(ms);
    await afterLoad?.(ms, load);
  }
  return times;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

/**
 * Says PASS or FAIL with what missed its goal. A missed goal is reported, not an error, so that `pnpm bench` goes
 * on to the next bench; BENCH_STRICT=1 makes it fail the command (for CI).
 */
export function reportGoals(failures: readonly string[], passed: string): void {
  console.log(failures.length === 0 ? `PASS: ${passed}` : `FAIL: ${failures.join('; ')}`);
  if (failures.length > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}
