import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginMessages } from '@evergreen/build-config';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '../../..');

// The shell and every remote, each named in its own glob. A single '../../../mf-*/src/**' glob is listed in the
// index but its stories fail with "Cannot find module": the builder turns a glob's static directory into the
// webpackInclude of a dynamic import by dropping leading '../' segments, and a directory of '..' segments only
// ('../..' here) becomes '/..', which matches no file, so none of the remotes' stories got into the bundle.
const apps = readdirSync(workspace).filter(
  (name) => (name === 'shell' || name.startsWith('mf-')) && existsSync(join(workspace, name, 'src')),
);

// Storybook's module mocking (`sb.mock`), which no story here uses. The builder adds it to every build and its
// runtime script is emitted only when the HTML is generated: the dev server's next rebuild (lazy compilation
// rebuilds on the first visit of each story) drops it, and the preview's import of it then fails with a 404, so
// `pnpm storybook` rendered no story at all. Without these plugins the preview does not ask for it.
const MODULE_MOCKING = ['RspackMockPlugin', 'RspackInjectMockerRuntimePlugin'];

const config: StorybookConfig = {
  // One Storybook for designers: the design system plus the key screens of the shell and every remote.
  stories: ['../src/**/*.stories.tsx', ...apps.map((app) => `../../../${app}/src/**/*.stories.tsx`)],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: 'storybook-react-rsbuild',
  // Builds run offline and in CI: no telemetry, no "what's new" or version lookups.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // There is no rsbuild.config.ts here, so React's JSX runtime and Fast Refresh come from the plugin directly;
  // the per-file size table would drown the `--quiet` build log.
  rsbuildFinal: (rsbuildConfig) =>
    mergeRsbuildConfig(rsbuildConfig, {
      plugins: [pluginReact(), pluginMessages()],
      performance: { printFileSize: false },
      tools: {
        rspack: (rspackConfig) => {
          rspackConfig.plugins = rspackConfig.plugins?.filter(
            (plugin) => !MODULE_MOCKING.includes(plugin?.constructor.name ?? ''),
          );
        },
      },
    }),
};

export default config;
