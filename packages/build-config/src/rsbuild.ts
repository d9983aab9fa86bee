import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@evergreen/domain/contracts';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginLocalAppConfig } from './app-config';
import { DEV_PORTS, hostFederation, remoteFederation } from './federation';
import { pluginSharedFederationRuntime } from './federation-runtime';
import { pluginHostStartChunk } from './host-chunks';
import { pluginMantine } from './mantine';
import { pluginMessages } from './messages';
import { mantinePostcssPlugins } from './postcss';
import { pluginPrecompress } from './precompress';

const html = (file: string) => fileURLToPath(new URL(`../html/${file}`, import.meta.url));

const common = {
  // Lazy compilation splits modules the federation runtime must find eagerly ("reading 'call'" in dev).
  dev: { lazyCompilation: false },
  html: { title: 'Evergreen Memorials', template: html('index.html'), favicon: html('favicon.svg') },
  tools: { postcss: { postcssOptions: { plugins: mantinePostcssPlugins } } },
} satisfies RsbuildConfig;

interface HostConfigOptions {
  appDir: string;
  /** Federation runtime plugins (files whose default export makes the plugin), e.g. retry on failed fetches. */
  runtimePlugins?: string[];
}

export function defineHostConfig({ appDir, runtimePlugins }: HostConfigOptions): RsbuildConfig {
  return defineConfig({
    ...common,
    plugins: [
      pluginReact(),
      pluginMessages(),
      pluginLocalAppConfig(),
      hostFederation({ appDir, runtimePlugins }),
      pluginSharedFederationRuntime('host'),
      pluginMantine({ appDir, splitSharedModules: true }),
      pluginHostStartChunk(),
      pluginPrecompress(),
    ],
    server: { port: DEV_PORTS.shell, strictPort: true, historyApiFallback: true },
  });
}

interface RemoteConfigOptions {
  name: RemoteName;
  appDir: string;
  exposes?: Record<string, string>;
}

export function defineRemoteConfig({ name, appDir, exposes }: RemoteConfigOptions): RsbuildConfig {
  return defineConfig({
    ...common,
    plugins: [
      pluginReact(),
      pluginMessages(),
      pluginLocalAppConfig(),
      remoteFederation({ name, appDir, exposes }),
      pluginSharedFederationRuntime('remote'),
      pluginMantine({ appDir, splitSharedModules: false }),
      pluginPrecompress(),
    ],
    // The shell loads this remote from another origin.
    server: {
      port: DEV_PORTS[name],
      strictPort: true,
      historyApiFallback: true,
      cors: { origin: /^http:\/\/(localhost|127\.0\.0\.1):\d+$/ },
    },
    // Chunks resolve against wherever the remote is deployed, not against the page's origin.
    output: { assetPrefix: 'auto' },
    dev: { ...common.dev, assetPrefix: 'auto' },
  });
}
