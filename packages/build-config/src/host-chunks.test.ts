import { describe, expect, it } from 'vitest';
import { START_MODULE } from './host-chunks';

const pnpm = '/work/node_modules/.pnpm/pkg@1.0.0/node_modules';

describe("the shell's start chunk", () => {
  it('holds what every page runs before its first render', () => {
    for (const path of [
      `${pnpm}/react-dom/cjs/react-dom-client.production.js`,
      `${pnpm}/react/jsx-runtime.js`,
      `${pnpm}/@lingui/core/dist/index.mjs`,
      `${pnpm}/@mantine/core/esm/core/Box/Box.mjs`,
      `${pnpm}/@mantine/core/esm/core/MantineProvider/Mantine.context.mjs`,
      '/work/packages/domain/src/paths.ts',
      '/work/packages/design-system/src/LanguageMenu/LanguageMenu.tsx',
      '/work/packages/supabase-client/src/session-store.ts',
    ]) {
      expect(path).toMatch(START_MODULE);
    }
  });

  it('leaves out what only later pages use, and what must never be on /', () => {
    for (const path of [
      `${pnpm}/react-router/dist/development/index.mjs`,
      `${pnpm}/react-error-boundary/dist/react-error-boundary.js`,
      `${pnpm}/@tanstack/react-query/build/modern/index.js`,
      `${pnpm}/@supabase/supabase-js/dist/module/index.js`,
      `${pnpm}/@mantine/core/esm/components/Alert/Alert.mjs`,
      `${pnpm}/@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs`,
      '/work/packages/supabase-client/src/queries.ts',
      '/work/packages/design-system/src/ErrorPanel/ErrorPanel.tsx',
      '/work/packages/domain/src/plans.ts',
    ]) {
      expect(path).not.toMatch(START_MODULE);
    }
  });
});
