import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExposedAPIType } from '@module-federation/rsbuild-plugin';
import { type RsbuildPlugin, rspack } from '@rsbuild/core';

const FEDERATION_PLUGIN = 'rsbuild:module-federation-enhanced';
/** The global a remote built with `externalRuntime` reads the runtime core from (set by the federation plugin). */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * One federation runtime on the page, provided by the shell: a remote's entry leaves out
 * `@module-federation/runtime-core` (most of its 34 KiB gzip) and reads the shell's from the global
 * `_FEDERATION_RUNTIME_CORE` (`experiments.externalRuntime`), which the shell sets before it loads any remote
 * (`experiments.provideExternalRuntime`). Both sides run the one version the catalog pins.
 *
 * A remote on its own (its standalone host: `pnpm --filter mf-x dev`, `preview`) has no shell to provide it, so
 * its page loads the runtime core first from a script of its own build (`static/js/federation-runtime.<hash>.js`),
 * which the shell never loads. Must come after the federation plugin in the plugin list.
 */
export function pluginSharedFederationRuntime(role: 'host' | 'remote'): RsbuildPlugin {
  return {
    name: 'evergreen:shared-federation-runtime',
    setup(api) {
      const federation = api.useExposed<ExposedAPIType>(FEDERATION_PLUGIN);
      if (!federation) throw new Error('pluginSharedFederationRuntime must follow the federation plugin');
      federation.registerOptionsTransformer((options) => ({
        ...options,
        experiments: {
          ...options.experiments,
          ...(role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only builds: drops the runtime's Node.js script loading.
          optimization: { ...options.experiments?.optimization, target: 'web' },
        },
      }));
      if (role === 'remote') provideRuntimeToStandalonePage(api);
    },
  };
}

type PluginApi = Parameters<RsbuildPlugin['setup']>[0];

function provideRuntimeToStandalonePage(api: PluginApi) {
  let script: Promise<{ file: string; source: Buffer }> | undefined;
  const runtimeScript = () => {
    script ??= bundleRuntimeCore().then((source) => ({
      file: `static/js/federation-runtime.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`,
      source,
    }));
    return script;
  };
  api.processAssets({ stage: 'additional' }, async ({ compilation, sources }) => {
    const { file, source } = await runtimeScript();
    compilation.emitAsset(file, new sources.RawSource(source));
  });
  api.modifyHTMLTags(async (tags) => {
    const { file } = await runtimeScript();
    // Beside the page's own entry script (same prefix, same defer), and before it.
    const entry = tags.headTags.findIndex(
      (tag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string',
    );
    const entrySrc = tags.headTags[entry]?.attrs?.src;
    if (typeof entrySrc !== 'string') return tags;
    const src = entrySrc.replace(/static\/js\/[^/]*$/, file);
    tags.headTags.splice(entry, 0, { tag: 'script', attrs: { defer: true, src } });
    return tags;
  });
}

/** The runtime core (the very module the shell provides) as a script that sets the global. */
async function bundleRuntimeCore(): Promise<Buffer> {
  const fromFederation = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const entry = fromFederation.resolve('@module-federation/runtime-tools/runtime-core');
  const outDir = await mkdtemp(join(tmpdir(), 'federation-runtime-'));
  try {
    const compiler = rspack({
      mode: 'production',
      target: 'web',
      devtool: false,
      entry,
      output: { path: outDir, filename: 'runtime.js', library: { type: 'window', name: RUNTIME_GLOBAL } },
      plugins: [new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') })],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      }),
    );
    return await readFile(join(outDir, 'runtime.js'));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
