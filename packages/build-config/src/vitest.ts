import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const setupFile = fileURLToPath(new URL('../../design-system/src/test-utils/setup.ts', import.meta.url));

/** Component tests of an app: jsdom, Mantine's jsdom polyfills, tests beside the code. */
export function defineAppTestConfig(name: string): ViteUserConfig {
  return defineConfig({
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
