import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  MANTINE_HOOK_REPLACEMENTS,
  mantineContextShares,
  mantineHookReplacement,
  mantineLayerOrder,
  mantineStylesheetOrder,
} from './mantine';

const shellDir = fileURLToPath(new URL('../../../shell', import.meta.url));
const require = createRequire(import.meta.url);
const componentCss = require('../loaders/mantine-component-css.cjs') as (
  this: object,
  source: string,
) => string;
const cssLayer = require('../loaders/mantine-css-layer.cjs') as (this: object, source: string) => string;

describe('Mantine shared by its context modules', () => {
  it('shares the three context modules by their resolved files, under stable keys', () => {
    const shares = mantineContextShares(shellDir);
    expect(Object.values(shares).map((share) => share.shareKey)).toEqual([
      '@mantine/core/esm/core/MantineProvider/Mantine.context.mjs',
      '@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs',
      '@mantine/core/esm/core/DirectionProvider/DirectionProvider.mjs',
    ]);
    for (const [file, share] of Object.entries(shares)) {
      expect(existsSync(file)).toBe(true);
      expect(share).toMatchObject({ singleton: true, import: file });
    }
  });
});

describe("Mantine's useId and useMediaQuery replaced by the design system's", () => {
  it('finds each replacement, and @mantine/hooks still imports each hook by the request the build swaps', () => {
    // Should Mantine move a module, its swap would silently stop: this fails first.
    const hooksDir = dirname(
      dirname(createRequire(join(shellDir, 'package.json')).resolve('@mantine/hooks')),
    );
    const importers = {
      'mantine-use-id.ts': ['esm/index.mjs'],
      'mantine-use-media-query.ts': ['esm/index.mjs', 'esm/use-reduced-motion/use-reduced-motion.mjs'],
    };
    for (const { request, file } of MANTINE_HOOK_REPLACEMENTS) {
      expect(existsSync(mantineHookReplacement(shellDir, file))).toBe(true);
      for (const importer of importers[file]) {
        const requests = [...readFileSync(join(hooksDir, importer), 'utf8').matchAll(/from "([^"]+)"/g)].map(
          ([, from]) => from ?? '',
        );
        expect(
          requests.filter((from) => request.test(from)),
          `${importer} imports ${file}'s hook`,
        ).toHaveLength(1);
      }
    }
  });
});

describe('Mantine stylesheets in ranked layers', () => {
  const order = mantineStylesheetOrder(shellDir);

  it('ranks every component stylesheet, the base first and each one after those it builds on', () => {
    const stylesDir = join(dirname(Object.keys(mantineContextShares(shellDir))[0] ?? ''), '../../../styles');
    const sheets = readdirSync(stylesDir).filter((file) => !file.endsWith('.layer.css'));
    expect(order).toHaveLength(sheets.length);
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const before = (a: string, b: string) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('UnstyledButton', 'Button');
    before('UnstyledButton', 'ActionIcon');
    before('Input', 'PasswordInput');
    before('Popover', 'Combobox');
    before('ModalBase', 'Modal');
  });

  it('declares our element defaults below every Mantine layer', () => {
    expect(mantineLayerOrder(shellDir)).toMatch(
      /^@layer mantine\.evergreen-base, mantine\.baseline, .*mantine\.Button.*;$/,
    );
  });

  it('imports a component stylesheet from its class names module and wraps it in its layer', () => {
    const resourcePath = '/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs';
    expect(componentCss.call({ resourcePath }, 'export {};')).toBe(
      'export {};\nimport "../../../styles/Button.css";\n',
    );
    expect(cssLayer.call({ resourcePath: '/x/node_modules/@mantine/core/styles/Button.css' }, '.a{}')).toBe(
      '@layer mantine.Button {\n.a{}\n}\n',
    );
  });
});
