import { join } from 'node:path';
import { localAppConfig } from '@evergreen/build-config';
import type { RemoteName } from '@evergreen/domain/contracts';
import { type RunningSite, serveStatic } from '@evergreen/edge/static-server';
import { type App, distOf, REMOTE_APPS, SHELL } from './apps';

export interface Deployment {
  shellUrl: string;
  remotes: Record<RemoteName, RunningSite & { port: number }>;
  /** Stops one remote's server, as if its deployment went down. */
  stopRemote(remote: RemoteName): Promise<void>;
  /** Starts a remote's server again on the same port; from `dir`, a new release deployed in place. */
  restartRemote(remote: RemoteName, dir?: string): Promise<void>;
  close(): Promise<void>;
}

export interface DeployOptions {
  /** Serve a remote from another build folder (a redeployment) instead of its dist/. */
  remoteDirs?: Partial<Record<RemoteName, string>>;
  /** Serve the shell from another build folder (a copy of the builds) instead of its dist/. */
  shellDir?: string;
}

/**
 * The production builds served as they deploy: each remote from its own origin on a free port, and the shell
 * with an app-config.json pointing at them. Nothing is rebuilt: only the runtime configuration differs.
 */
export async function deploy({ remoteDirs = {}, shellDir }: DeployOptions = {}): Promise<Deployment> {
  // EVERGREEN_BUILDS=<folder>: a copy of the builds (<folder>/shell, <folder>/mf-public, ...), so a test run is not
  // disturbed by someone rebuilding dist/ meanwhile.
  const copies = process.env.EVERGREEN_BUILDS;
  const buildOf = (app: App) => (copies ? join(copies, app.dir) : distOf(app));
  const dirOf = (remote: RemoteName) => remoteDirs[remote] ?? buildOf(REMOTE_APPS[remote]);
  const remotes = {} as Deployment['remotes'];
  for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) {
    const site = await serveStatic({ dir: dirOf(remote), port: 0 });
    remotes[remote] = { ...site, port: Number(new URL(site.url).port) };
  }
  const manifests = Object.fromEntries(
    Object.entries(remotes).map(([remote, site]) => [remote, `${site.url}/mf-manifest.json`]),
  );
  const shell = await serveStatic({
    dir: shellDir ?? buildOf(SHELL),
    port: 0,
    appConfig: () => localAppConfig({ remotes: manifests }),
    publicPages: true,
  });
  return {
    shellUrl: shell.url,
    remotes,
    async stopRemote(remote) {
      await remotes[remote].close();
    },
    async restartRemote(remote, dir) {
      const site = await serveStatic({ dir: dir ?? dirOf(remote), port: remotes[remote].port });
      remotes[remote] = { ...site, port: remotes[remote].port };
    },
    async close() {
      await Promise.all([
        shell.close(),
        ...Object.values(remotes).map((site) => site.close().catch(() => undefined)),
      ]);
    },
  };
}
