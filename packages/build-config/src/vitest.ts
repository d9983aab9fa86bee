import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { transform } from '@swc/core';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros in tests, by the same SWC plugin as the builds (through @swc/core, whose Wasm runtime runs the
 * plugin built for rspack's swc_core): only on our files that import a macro, compiled whole to JavaScript (types
 * and JSX too) so that Vite's own transform has nothing left to do on them. Babel's macro plugin took a quarter
 * longer on the same suites.
 */
type Plugin = Extract<NonNullable<ViteUserConfig['plugins']>[number], { name: string }>;

export function linguiMacros(): Plugin {
  return {
    name: 'evergreen:lingui-macros',
    enforce: 'pre',
    async transform(code: string, id: string) {
      const [file = id] = id.split('?');
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || !MACRO_IMPORT.test(code))
        return;
      const result = await transform(code, {
        filename: file,
        sourceMaps: true,
        jsc: {
          parser: /\.[cm]?tsx?$/.test(file)
            ? { syntax: 'typescript', tsx: file.endsWith('x') }
            : { syntax: 'ecmascript', jsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
          experimental: {
            plugins: [[require.resolve('@lingui/swc-plugin'), { useLinguiV5IdGeneration: true }]],
          },
        },
      });
      return { code: result.code, map: result.map, moduleType: 'js' };
    },
  };
}

const setupFile = fileURLToPath(new URL('../../design-system/src/test-utils/setup.ts', import.meta.url));

const UI_KIT_CONFIG = fileURLToPath(new URL('../../design-system/lingui.config.ts', import.meta.url));
const UI_KIT_CATALOGS = join(dirname(UI_KIT_CONFIG), 'src/locales/');

type Transform = (this: unknown, code: string, id: string) => unknown;
type CatalogPlugin = Plugin & { transform?: Transform };

/**
 * Lingui's `.po` imports: the app's own catalogs by its lingui.config.ts, and the UI kit's (the design system's,
 * the runtime kit's and the domain's messages) by the design system's, so an app's test in another language can load
 * the UI kit's catalog of pages too (the app's catalog loader brings it, as in the browser). One Lingui plugin knows
 * one config, so one transform picks the plugin by the catalog's folder.
 */
function linguiCatalogs(configPath: string): Plugin[] {
  const [reportMacroError, app] = lingui({ configPath }) as CatalogPlugin[];
  const [, uiKit] = lingui({ configPath: UI_KIT_CONFIG }) as CatalogPlugin[];
  if (!reportMacroError || !app || !uiKit) throw new Error("Lingui's Vite plugin changed its shape");
  const { transform: appTransform } = app;
  const { transform: uiKitTransform } = uiKit;
  if (!appTransform || !uiKitTransform) throw new Error("Lingui's Vite plugin changed its shape");
  return [
    reportMacroError,
    {
      ...app,
      transform(code: string, id: string) {
        const transform = id.startsWith(UI_KIT_CATALOGS) ? uiKitTransform : appTransform;
        return transform.call(this, code, id);
      },
    } as CatalogPlugin,
  ];
}

/**
 * Component tests of an app: jsdom, Mantine's jsdom polyfills, tests beside the code. `appDir` (the folder of the
 * app's vitest.config.ts) finds its lingui.config.ts, or `messagesDir` the package whose catalog holds its messages
 * (for importing `.po` catalogs; the UI kit's too, linguiCatalogs); the macros are compiled by linguiMacros.
 */
export function defineAppTestConfig(
  name: string,
  appDir: string,
  { messagesDir = appDir }: { messagesDir?: string } = {},
): ViteUserConfig {
  const configPath = join(messagesDir, 'lingui.config.ts');
  return defineConfig({
    plugins: [...linguiCatalogs(configPath), linguiMacros()],
    test: {
      name,
      // A worker thread per file rather than a process: the same isolation, less to start for each file. (VM
      // contexts on reused threads took a third of the time, but share external modules between files: a file's
      // result then depended on the files run before it in the same worker.)
      pool: 'threads',
      // A page test types and clicks through jsdom: 1-3 s on a quiet machine, and more than Vitest's 5 s default when
      // CI's journeys and two workers share its two cores. A test that hangs still fails, after 15 s.
      testTimeout: 15_000,
      environment: 'jsdom',
      globals: true,
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}
