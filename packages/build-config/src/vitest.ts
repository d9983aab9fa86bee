import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const setupFile = fileURLToPath(new URL('../../design-system/src/test-utils/setup.ts', import.meta.url));

/** Component tests of an app: jsdom, Mantine's jsdom polyfills, tests beside the code. */
export function defineAppTestConfig(name: string): ViteUserConfig {
  return defineConfig({
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}
