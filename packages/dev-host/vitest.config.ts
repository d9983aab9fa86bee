import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'dev-host',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'threads',
    isolate: false,
  },
});
