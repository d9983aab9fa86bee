import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'design-system',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test-utils/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Stable, readable class names; tests find elements by role and text, never by class.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
