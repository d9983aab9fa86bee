import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Mantine is not shared as one federation singleton: a shared module keeps every export, so the whole of
 * @mantine/core (170 KiB gz) and @mantine/hooks loaded on `/`. Instead each app bundles the Mantine components it
 * imports, tree-shaken like any library, and only the modules that hold Mantine's app-wide state are shared
 * singletons: the contexts of MantineProvider (its settings and the theme) and of DirectionProvider. Every copy
 * of a component reads the one context the shell's MantineProvider fills, and a remote redeployed with a
 * component the shell never used brings that component itself.
 *
 * Mantine's components import these modules by relative path, so they are shared by file (an absolute path key
 * matches the resolved module) under a stable share key. Component-level contexts (Tabs, Menu, Combobox...) stay
 * per app: a compound component and its parts must come from one app, never be split across a remote boundary.
 */
const MANTINE_CONTEXT_MODULES = [
  'core/MantineProvider/Mantine.context',
  'core/MantineProvider/MantineThemeProvider/MantineThemeProvider',
  'core/DirectionProvider/DirectionProvider',
] as const;

interface FileShare {
  singleton: true;
  requiredVersion: string;
  version: string;
  shareKey: string;
  import: string;
}

function mantineCoreDir(appDir: string): string {
  const require = createRequire(join(appDir, 'package.json'));
  // The package's real directory: the bundler resolves pnpm's symlinks, and the keys must match its paths.
  return realpathSync(dirname(dirname(require.resolve('@mantine/core'))));
}

/** The shared entries of Mantine's context modules, keyed by their resolved file in this app's install. */
export function mantineContextShares(appDir: string): Record<string, FileShare> {
  const dir = mantineCoreDir(appDir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return Object.fromEntries(
    MANTINE_CONTEXT_MODULES.map((module) => {
      const file = join(dir, 'esm', `${module}.mjs`);
      const entry: FileShare = {
        singleton: true,
        requiredVersion: `^${version}`,
        version,
        shareKey: `@mantine/core/esm/${module}.mjs`,
        import: file,
      };
      return [file, entry];
    }),
  );
}

/**
 * Mantine's component stylesheets in the order of its own styles.css, which puts each one after those it builds
 * on (UnstyledButton before Button, Input before the inputs...). Read from the installed package.
 */
export function mantineStylesheetOrder(appDir: string): string[] {
  const dir = mantineCoreDir(appDir);
  const all = readFileSync(join(dir, 'styles.css'), 'utf8');
  return readdirSync(join(dir, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => ({
      name: basename(file, '.css'),
      at: all.indexOf(
        readFileSync(join(dir, 'styles', file), 'utf8')
          .trim()
          .slice(0, 200),
      ),
    }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

/**
 * The cascade layers of Mantine's stylesheets, declared before any stylesheet arrives: each component's CSS has a
 * sub-layer of `mantine`, ranked as in Mantine's styles.css, so a remote loading Button.css or UnstyledButton.css
 * again later (it bundles its own copy) cannot change which rule wins. Our element defaults
 * (`mantine.evergreen-base`, design-system styles.css) rank below all of them; app CSS stays unlayered above.
 */
export function mantineLayerOrder(appDir: string): string {
  const layers = ['evergreen-base', ...mantineStylesheetOrder(appDir)].map((name) => `mantine.${name}`);
  return `@layer ${layers.join(', ')};`;
}

const loader = (file: string) => fileURLToPath(new URL(`../loaders/${file}`, import.meta.url));

/**
 * Per-component Mantine CSS: every Mantine component module an app bundles brings its own stylesheet into the
 * same chunk (a loader adds `import '@mantine/core/styles/X.css'` to Mantine's `X.module.mjs`, the class names
 * of component X), wrapped in the sub-layer `mantine.X`. So `/` downloads the CSS of the components it renders,
 * and a remote loads the CSS of its components with their code. The baseline, the default CSS variables and the
 * global styles are imported once by design-system's styles.css.
 */
interface MantinePluginOptions {
  appDir: string;
  /**
   * Give the Mantine modules (scripts and stylesheets) that several chunks use chunks of their own. Right for the
   * shell, whose start path (layout, error panel, theme...) loads all its chunks on every page, so a copy in each
   * was downloaded twice; wrong for a remote, whose pages are alternatives: a page's chunk carrying its own copy
   * is one request that compresses with its neighbours, instead of several tiny files. Measured for the remotes:
   * mf-public's stylesheets on `/` 4.3 against 5.5 KiB gz; its scripts on `/` 8 files and 37.0 KiB gz against 13
   * and 39.0; `/graves/demo` 83 files against 94, whose script tags cost 1-3 ms each to insert at 4x CPU.
   */
  splitSharedModules: boolean;
}

export function pluginMantine({ appDir, splitSharedModules }: MantinePluginOptions): RsbuildPlugin {
  return {
    name: 'evergreen:mantine',
    setup(api) {
      const layerOrder = mantineLayerOrder(appDir);
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          tools: {
            rspack: {
              module: {
                rules: [
                  {
                    test: /[\\/]@mantine[\\/]core[\\/]esm[\\/].+\.module\.mjs$/,
                    loader: loader('mantine-component-css.cjs'),
                  },
                  {
                    test: /[\\/]@mantine[\\/]core[\\/]styles[\\/][^\\/]+\.css$/,
                    exclude: /\.layer\.css$/,
                    enforce: 'pre',
                    loader: loader('mantine-css-layer.cjs'),
                  },
                ],
              },
            },
          },
        }),
      );
      // Mantine modules that several chunks of one app use (Button in the layout and in the error panel...) get
      // chunks of their own instead of a copy in each, if splitSharedModules says so: scripts when worth a request
      // (3 kB), stylesheets always.
      if (splitSharedModules) {
        api.modifyRspackConfig((config) => {
          const splitChunks = config.optimization?.splitChunks;
          if (!splitChunks) return;
          splitChunks.cacheGroups = {
            ...splitChunks.cacheGroups,
            mantine: {
              test: /[\\/]@mantine[\\/](core|hooks)[\\/]/,
              minChunks: 2,
              minSize: { javascript: 3000, 'css/mini-extract': 0 },
              priority: 5,
              reuseExistingChunk: true,
            },
          };
        });
      }
      // First in <head>: a layer's rank is fixed where it is first named, so this must precede every stylesheet.
      api.modifyHTMLTags(({ headTags, bodyTags }) => ({
        headTags: [{ tag: 'style', children: layerOrder }, ...headTags],
        bodyTags,
      }));
    },
  };
}
