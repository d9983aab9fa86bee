import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  // One Storybook for designers: the design system plus the key screens of the shell and every remote.
  stories: [
    '../src/**/*.stories.tsx',
    '../../../mf-*/src/**/*.stories.tsx',
    '../../../shell/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: 'storybook-react-rsbuild',
  // Builds run offline and in CI: no telemetry, no "what's new" or version lookups.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // There is no rsbuild.config.ts here, so React's JSX runtime and Fast Refresh come from the plugin directly;
  // the per-file size table would drown the `--quiet` build log.
  rsbuildFinal: (rsbuildConfig) =>
    mergeRsbuildConfig(rsbuildConfig, {
      plugins: [pluginReact()],
      performance: { printFileSize: false },
    }),
};

export default config;
