import { defineConfig } from 'vitest/config';
// The test run only: domain's shipped code depends on no workspace package (its macros are compiled by each app's
// build), and its tests compile them as the apps' tests do.
import { linguiMacros } from '../build-config/src/vitest';

export default defineConfig({
  plugins: [linguiMacros()],
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'threads',
    isolate: false,
  },
});
