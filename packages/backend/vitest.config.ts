import { defineConfig } from 'vitest/config';

// One server per run (test/global-setup.ts), shared by every test file; files only talk to it over HTTP.
export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
