import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RemoteName } from '@evergreen/domain/contracts';
import { type Browser, chromium } from 'playwright-core';
import { distOf, REMOTE_APPS } from './apps';
import type { Deployment } from './deploy';

// What a first visit to a page downloads, measured in Debian's Chromium against the production builds: every
// script and stylesheet, by app, in bytes and gzip bytes. A visitor (no stored session), so the figures depend
// on the builds only, never on timing: `pnpm bench:size` prints them and the budget check compares them.

export interface Download {
  url: string;
  /** The app whose origin served it: shell or a remote's federation name. */
  app: string;
  kind: 'script' | 'stylesheet';
  bytes: number;
  /** gzip -6 of the body, whatever the server sent: comparable across servers and runs. */
  gzip: number;
  /** Libraries recognised in the body (see LIBRARY_SIGNATURES). */
  libraries: string[];
}

export interface PageWeight {
  path: string;
  downloads: Download[];
}

/**
 * Libraries that must stay off the landing page's critical path, recognised by text only their code holds
 * (Mantine names every component `@mantine/<package>/<Component>`; supabase-js sends its client name; Leaflet
 * links its site in the map attribution; TanStack Query's errors name what is missing). Minified names change;
 * these strings do not.
 */
export const LIBRARY_SIGNATURES: Readonly<Record<string, RegExp>> = {
  leaflet: /leafletjs\.com/,
  '@mantine/dates': /@mantine\/dates\//,
  '@supabase/supabase-js': /supabase-js-(web|node|deno)|supabase-js\/|@supabase\/auth-js|GoTrueClient/,
  '@tanstack/react-query': /No QueryClient set|Missing queryFn/,
};

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Bytes do not depend on the build of Chromium: the headless shell the tests run on (shell/playwright.config.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

function appOf(deployment: Deployment, url: string): string {
  const { origin } = new URL(url);
  if (origin === new URL(deployment.shellUrl).origin) return 'shell';
  return (
    Object.entries(deployment.remotes).find(([, site]) => new URL(site.url).origin === origin)?.[0] ?? origin
  );
}

/** Opens `path` as a first-time visitor and records every script and stylesheet until the network is idle. */
export async function measurePage(browser: Browser, deployment: Deployment, path = '/'): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<Download | undefined>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => {
            const text = body.toString('utf8');
            return {
              url: response.url(),
              app: appOf(deployment, response.url()),
              kind,
              bytes: body.length,
              gzip: gzipSync(body).length,
              libraries: Object.entries(LIBRARY_SIGNATURES)
                .filter(([, signature]) => signature.test(text))
                .map(([name]) => name),
            } satisfies Download;
          })
          .catch(() => undefined),
      );
    });
    await page.goto(new URL(path, deployment.shellUrl).href, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const downloads = (await Promise.all(pending)).filter((download) => download !== undefined);
    return { path, downloads };
  } finally {
    await context.close();
  }
}

export interface Totals {
  files: number;
  bytes: number;
  gzip: number;
}

export function totalOf(downloads: readonly Download[]): Totals {
  return downloads.reduce(
    (sum, download) => ({
      files: sum.files + 1,
      bytes: sum.bytes + download.bytes,
      gzip: sum.gzip + download.gzip,
    }),
    { files: 0, bytes: 0, gzip: 0 },
  );
}

/** Each remote's entry script as built (whether or not the page loaded it), named by its mf-manifest.json. */
export function remoteEntrySizes(): Record<RemoteName, Totals> {
  return Object.fromEntries(
    Object.entries(REMOTE_APPS).map(([name, app]) => {
      const manifest = JSON.parse(readFileSync(join(distOf(app), 'mf-manifest.json'), 'utf8')) as {
        metaData: { remoteEntry: { name: string; path: string } };
      };
      const { name: file, path } = manifest.metaData.remoteEntry;
      const body = readFileSync(join(distOf(app), path, file));
      return [name, { files: 1, bytes: body.length, gzip: gzipSync(body).length }];
    }),
  ) as Record<RemoteName, Totals>;
}

/** The size table bench:size prints: scripts by app, then stylesheets, each in bytes and gzip. */
export function printPageWeight({ path, downloads }: PageWeight): void {
  const line = (label: string, total: Totals) =>
    `  ${label.padEnd(14)} ${String(total.files).padStart(3)} files ${kib(total.bytes).padStart(11)}  gzip ${kib(total.gzip)}`;
  for (const kind of ['script', 'stylesheet'] as const) {
    const ofKind = downloads.filter((download) => download.kind === kind);
    console.log(`\n${kind === 'script' ? 'JavaScript' : 'CSS'} a first visit to ${path} downloads`);
    for (const app of new Set(ofKind.map((download) => download.app))) {
      console.log(line(app, totalOf(ofKind.filter((download) => download.app === app))));
    }
    console.log(line('total', totalOf(ofKind)));
  }
  if (process.argv.includes('--files')) {
    for (const download of [...downloads].sort((a, b) => b.gzip - a.gzip)) {
      const libraries = download.libraries.length > 0 ? `  (${download.libraries.join(', ')})` : '';
      console.log(`    ${kib(download.gzip).padStart(10)} gz  ${download.url}${libraries}`);
    }
  }
  const libraries = [...new Set(downloads.flatMap((download) => download.libraries))];
  console.log(
    `  libraries recognised: ${libraries.length > 0 ? libraries.join(', ') : 'none of the watched ones'}`,
  );
}
