import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const setupFile = fileURLToPath(new URL('../../design-system/src/test-utils/setup.ts', import.meta.url));

/**
 * Each test file of a DOM project runs in a VM context of its own on reused worker threads: as isolated from the
 * other files as a fresh worker would make it, without starting a worker and loading React, Mantine and jsdom
 * anew for each of the 60 files. `--no-experimental-require-module`: on Node 20.19+ require() resolves packages'
 * `module-sync` exports to ES modules, which Vitest's CommonJS loader in a VM context cannot run (react-router-dom's
 * CommonJS build requires react-router's); Vitest drops that condition itself only on Node 22.12+.
 */
const DOM_TEST_POOL = { pool: 'vmThreads' as const, execArgv: ['--no-experimental-require-module'] };

/** Component tests of an app: jsdom, Mantine's jsdom polyfills, tests beside the code. */
export function defineAppTestConfig(name: string): ViteUserConfig {
  return defineConfig({
    test: {
      name,
      ...DOM_TEST_POOL,
      environment: 'jsdom',
      globals: true,
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}
