import { existsSync } from 'node:fs';
import { localAppConfig } from '@evergreen/build-config';
import { type RunningSite, serveStatic } from '@evergreen/edge/static-server';
import { APPS, type App, distOf, SHELL } from './apps';

/** Serves every production build from its own port; returns the running sites (shell first). */
export async function serveAll(apps: readonly App[] = APPS): Promise<RunningSite[]> {
  const missing = apps.filter((app) => !existsSync(distOf(app)));
  if (missing.length > 0) {
    throw new Error(`Build first (pnpm build): no dist/ in ${missing.map((app) => app.dir).join(', ')}`);
  }
  return Promise.all(
    apps.map((app) =>
      serveStatic({
        dir: distOf(app),
        port: app.port,
        appConfig: () => localAppConfig(),
        publicPages: app === SHELL,
      }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.indexOf('--only');
  const apps = only === -1 ? APPS : APPS.filter((app) => app.dir === process.argv[only + 1]);
  const sites = await serveAll(apps);
  for (const [index, site] of sites.entries()) console.log(`${apps[index]?.dir.padEnd(14)} ${site.url}`);
}
