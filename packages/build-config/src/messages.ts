import { createRequire } from 'node:module';
import type { RsbuildPlugin } from '@rsbuild/core';

const require = createRequire(import.meta.url);

/**
 * Lingui in every rsbuild build (apps, the prerender, Storybook): its macros (`t`, `<Trans>`, `plural`) compiled by
 * the SWC plugin inside rspack's own SWC, and `src/locales/{locale}.po` imported as a compiled catalog, so a
 * catalog is a chunk of its own and only the reader's locale is downloaded.
 *
 * The plugin's Wasm is tied to rspack's swc_core (pinned together in pnpm-workspace.yaml): on a mismatch every
 * build fails, so CI's build step is the check.
 */
export function pluginMessages(): RsbuildPlugin {
  return {
    name: 'evergreen:messages',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          tools: {
            swc: {
              jsc: {
                experimental: {
                  plugins: [[require.resolve('@lingui/swc-plugin'), { useLinguiV5IdGeneration: true }]],
                },
              },
            },
          },
        }),
      );
      api.modifyBundlerChain((chain) => {
        chain.module
          .rule('lingui-catalogs')
          .test(/\.po$/)
          .type('javascript/auto')
          .use('lingui')
          .loader(require.resolve('@lingui/loader'))
          .options({ failOnCompileError: true });
      });
    },
  };
}
