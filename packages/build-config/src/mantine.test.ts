import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineContextShares, mantineLayerOrder, mantineStylesheetOrder } from './mantine';

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
