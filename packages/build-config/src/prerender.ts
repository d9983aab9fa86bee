import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage } from '@evergreen/domain/prerender';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { criticalCss } from './critical-css';
import { pluginMessages } from './messages';
import { mantinePostcssPlugins } from './postcss';

/**
 * Prerendering: each app's build also renders what a visitor sees before any JavaScript runs, so the host can
 * put it in the first HTML response (issue 14). The app keeps owning its markup: its own components render it,
 * in Node, from `src/prerender.tsx`; the host only places it.
 *
 * The entry module of that build exports `pages()`: name -> markup rendered with react-dom/server. Each page is
 * written to `dist/prerender/<name>.json` with the CSS it needs inlined (the app's stylesheet pruned to the
 * classes the markup uses), and deploys with the app. The Node bundle itself stays in `dist/prerender/server/`
 * for pages that the host renders per request (a public memorial).
 */

/** A page as the app renders it; the build adds its CSS. */
export type PrerenderedMarkup = Omit<PrerenderedPage, 'css'>;

export interface PrerenderEntry {
  pages(): Record<string, PrerenderedMarkup> | Promise<Record<string, PrerenderedMarkup>>;
}

export const PRERENDER_DIR = 'prerender';
const SERVER_DIR = `${PRERENDER_DIR}/server`;

async function cssOf(dir: string): Promise<string> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.css')).sort();
  const sheets = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  return sheets.join('\n');
}

/** After the Node build: render every page, prune the CSS for each, write the JSON files beside the bundle. */
function pluginWritePages(): RsbuildPlugin {
  return {
    name: 'evergreen:prerender-pages',
    setup(api) {
      api.onAfterBuild(async () => {
        const serverDir = api.context.distPath;
        const entry = (await import(pathToFileURL(join(serverDir, 'render.mjs')).href)) as PrerenderEntry;
        const css = await cssOf(serverDir);
        const pages = await entry.pages();
        await Promise.all(
          Object.entries(pages).map(([name, page]) => {
            const written: PrerenderedPage = {
              ...page,
              css: criticalCss(css, page.html, { globals: page.frame }),
            };
            return writeFile(join(serverDir, '..', `${name}.json`), JSON.stringify(written));
          }),
        );
      });
    },
  };
}

/**
 * The second build of an app (`rsbuild build -c rsbuild.prerender.config.ts`, after the browser build): its
 * `src/prerender.tsx` for Node, CSS modules named as in the browser build (same root, same hashing), its CSS
 * emitted so it can be inlined.
 */
export function definePrerenderConfig({
  entry = './src/prerender.tsx',
}: {
  entry?: string;
} = {}): RsbuildConfig {
  return defineConfig({
    source: { entry: { render: entry } },
    output: {
      target: 'node',
      emitCss: true,
      emitAssets: false,
      minify: false,
      distPath: { root: `dist/${SERVER_DIR}`, js: '', css: '' },
      filename: { js: '[name].mjs', css: '[name].css' },
    },
    tools: {
      postcss: { postcssOptions: { plugins: mantinePostcssPlugins } },
      // One file: the host may load the bundle from the app's deployment, where relative chunks would not follow.
      // Dynamic imports eager too (every locale's catalog at hand for the request's locale): with async chunks off
      // alone, an `import()` of a template (the catalogs) panics rspack 2.3 ("should have block chunk group").
      rspack: {
        output: { asyncChunks: false },
        module: { parser: { javascript: { dynamicImportMode: 'eager' } } },
      },
    },
    plugins: [pluginReact(), pluginMessages(), pluginWritePages()],
  });
}
