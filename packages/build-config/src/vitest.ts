import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const setupFile = fileURLToPath(new URL('../../design-system/src/test-utils/setup.ts', import.meta.url));

/**
 * Component tests of an app: jsdom, Mantine's jsdom polyfills, tests beside the code. `appDir` (the folder of the
 * app's vitest.config.ts) finds its lingui.config.ts, or `messagesDir` the package whose catalog holds its messages: Lingui's macros are compiled by Babel here (the SWC plugin
 * of the builds runs inside rspack only), on the files that import them.
 */
export function defineAppTestConfig(
  name: string,
  appDir: string,
  { messagesDir = appDir }: { messagesDir?: string } = {},
): ViteUserConfig {
  const configPath = join(messagesDir, 'lingui.config.ts');
  return defineConfig({
    plugins: [
      lingui({ configPath }),
      babel({
        presets: [
          defineRolldownBabelPreset({
            preset: {
              plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }]],
            },
            rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
          }),
        ],
      }),
    ],
    test: {
      name,
      // A worker thread per file rather than a process: the same isolation, less to start for each file. (VM
      // contexts on reused threads took a third of the time, but share external modules between files: a file's
      // result then depended on the files run before it in the same worker.)
      pool: 'threads',
      environment: 'jsdom',
      globals: true,
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}
