import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@evergreen/domain/contracts';
import { type ModuleFederationOptions, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildPlugin } from '@rsbuild/core';
import { mantineContextShares } from './mantine';

/**
 * Everything host and remotes must hold exactly once at run time: one React, one router, one Mantine context,
 * one zustand (so one session store), one TanStack Query (so one QueryClient context, whose cache every remote
 * reads and invalidates) and one copy of each workspace package. A trailing slash also shares the
 * package's subpaths (react/jsx-runtime, react-dom/client, @evergreen/domain/plans...).
 *
 * The router is react-router-dom, shared as its declarative API only (see ROUTER_MODULE); apps never import
 * `react-router` itself (dev-host's shared-router.test.ts checks it), so it needs no shared entry of its own.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  // One i18n: the locale the shell activates is the one every remote renders in.
  '@lingui/core',
  '@lingui/react',
  '@evergreen/domain',
  '@evergreen/design-system',
  '@evergreen/supabase-client',
] as const;

/** Packages whose subpaths are shared too: react/jsx-runtime, react-dom/client. */
const WITH_SUBPATHS = new Set<string>(['react', 'react-dom']);

/**
 * Our workspace packages export one module per subpath (a "./*" pattern onto files or folders of src). Each
 * subpath is shared by its own name: a trailing-slash key would rely on a pattern Node has deprecated.
 */
function workspaceSubpaths(appDir: string, name: string): string[] {
  const packageDir = join(appDir, 'node_modules', name);
  const { exports = {} } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  return Object.entries(exports).flatMap(([key, target]) => {
    const subpath = key === '.' ? name : `${name}/${key.slice(2)}`;
    if (!key.includes('*')) return [subpath];
    const [prefix = '', suffix = ''] = target.split('*');
    return readdirSync(join(packageDir, prefix), { withFileTypes: true }).flatMap((entry) => {
      const module = suffix.startsWith('/')
        ? entry.isDirectory() && existsSync(join(packageDir, prefix, entry.name + suffix)) && entry.name
        : entry.isFile() &&
          /^[^.]+\.tsx?$/.test(entry.name) &&
          entry.name.endsWith(suffix) &&
          entry.name.slice(0, -suffix.length);
      return module ? [subpath.replace('*', module)] : [];
    });
  });
}

/** Optional singletons: shared when the app depends on them, skipped otherwise. */
const OPTIONAL_SINGLETONS = ['@mantine/dates', '@mantine/form'] as const;

type SharedConfig = NonNullable<ModuleFederationOptions['shared']>;

/**
 * What the shared `react-router-dom` is made of: a module of the runtime kit re-exporting react-router's declarative
 * API. A shared module keeps every export, so sharing the package itself put its unused data router on `/`.
 */
const ROUTER_MODULE = { name: 'react-router-dom', module: '@evergreen/runtime/shared-router' } as const;

/** `import` replaces the package's own entry as the module shared under its name. */
type SharedEntry = { singleton: true; requiredVersion: string; version: string; import?: string };

const resolveFrom = (appDir: string, module: string) =>
  createRequire(join(appDir, 'package.json')).resolve(module);

function installedVersion(appDir: string, name: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8'));
    return typeof manifest.version === 'string' ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}

/** The shared singleton list, with versions read from what the app actually installed (pinned by the catalog). */
export function sharedSingletons(appDir: string): SharedConfig {
  const shared: Record<string, SharedEntry> = {};
  for (const name of [...SINGLETONS, ...OPTIONAL_SINGLETONS]) {
    const version = installedVersion(appDir, name);
    if (!version) {
      if ((SINGLETONS as readonly string[]).includes(name)) {
        throw new Error(`${appDir} must depend on ${name}: it is a shared singleton of every app`);
      }
      continue;
    }
    const entry = { singleton: true as const, requiredVersion: `^${version}`, version };
    // Test helpers are never part of an app bundle.
    const keys = name.startsWith('@evergreen/')
      ? workspaceSubpaths(appDir, name).filter((key) => !key.includes('/test-utils'))
      : [name];
    for (const key of keys) shared[key] = entry;
    if (name === ROUTER_MODULE.name) {
      shared[name] = { ...entry, import: resolveFrom(appDir, ROUTER_MODULE.module) };
    }
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = entry;
  }
  // Mantine: its context modules only, each app bundles the components it uses (see mantine.ts).
  return { ...shared, ...mantineContextShares(appDir) };
}

/**
 * Every app loads each chunk in a task of its own (see the plugin). A remote has its own federation instance: the
 * shell's plugin does not reach it.
 */
const YIELDING_PLUGINS = [fileURLToPath(new URL('./runtime/yield-between-chunks.ts', import.meta.url))];

interface RemoteOptions {
  name: RemoteName;
  appDir: string;
  /** Besides './routes', the named widgets other apps use (their props are contracts in packages/domain). */
  exposes?: Record<string, string>;
}

export function remoteFederation({ name, appDir, exposes = {} }: RemoteOptions): RsbuildPlugin {
  return pluginModuleFederation({
    name,
    exposes: { './routes': './src/routes.tsx', ...exposes },
    manifest: true,
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first',
    runtimePlugins: YIELDING_PLUGINS,
    // Types come from the contracts in packages/domain and one workspace-wide tsc, not generated archives.
    dts: false,
  });
}

interface HostOptions {
  appDir: string;
  runtimePlugins?: string[];
}

/** The shell declares no remotes at build time: it registers them from /app-config.json when it starts. */
export function hostFederation({ appDir, runtimePlugins = [] }: HostOptions): RsbuildPlugin {
  return pluginModuleFederation({
    name: 'shell',
    remotes: {},
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first',
    runtimePlugins: [...YIELDING_PLUGINS, ...runtimePlugins],
    dts: false,
  });
}

/** Fixed local ports, as separate deployments would have separate origins. */
export const DEV_PORTS = {
  shell: 3000,
  mf_public: 3001,
  mf_memorials: 3002,
  mf_reminders: 3003,
  mf_billing: 3004,
} as const satisfies Record<'shell' | RemoteName, number>;
