import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AppConfig } from '@evergreen/domain/contracts';
import { serveStatic } from './static-server';

/**
 * The edge as a service: the shell's build at its own origin, behind the CDN (packages/edge/README.md).
 * `EDGE_SHELL_DIR` (the shell's dist/), `EDGE_APP_CONFIG` (the deployment's app-config.json), `PORT`, `HOST`.
 */
export interface EdgeOptions {
  dir: string;
  appConfigFile: string;
  port: number;
  host: string;
}

export function edgeOptionsFrom(env: NodeJS.ProcessEnv): EdgeOptions {
  const dir = env.EDGE_SHELL_DIR;
  const appConfigFile = env.EDGE_APP_CONFIG;
  if (!dir || !appConfigFile)
    throw new Error('Set EDGE_SHELL_DIR (the shell build) and EDGE_APP_CONFIG (its app-config.json)');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return { dir: resolve(dir), appConfigFile: resolve(appConfigFile), port, host: env.HOST ?? '0.0.0.0' };
}

/** Read once at start: a new configuration is a new deployment of the edge. */
export function readAppConfig(file: string): AppConfig {
  const config = JSON.parse(readFileSync(file, 'utf8')) as Partial<AppConfig>;
  if (
    typeof config.supabaseUrl !== 'string' ||
    typeof config.remotes !== 'object' ||
    config.remotes === null
  ) {
    throw new Error(`${file} is not an app-config.json: it needs supabaseUrl and remotes`);
  }
  return config as AppConfig;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = edgeOptionsFrom(process.env);
  const appConfig = readAppConfig(options.appConfigFile);
  const site = await serveStatic({
    dir: options.dir,
    port: options.port,
    host: options.host,
    appConfig: () => appConfig,
    publicPages: true,
  });
  console.log(`edge serving ${options.dir} at ${site.url}`);
}
