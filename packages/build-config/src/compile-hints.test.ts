import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, pluginCompileHints } from './compile-hints';

describe('V8 compile hints on every script of a production build', () => {
  let dir = '';
  let scripts: { file: string; text: string }[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    await writeFile(
      join(dir, 'index.js'),
      "import('./later.js').then(({ later }) => console.log(later()));\n",
    );
    // A legal comment, which the minifier moves out: the hint must still come first.
    await writeFile(join(dir, 'later.js'), '/*! licence */\nexport const later = () => "later";\n');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'error',
        source: { entry: { index: './index.js' } },
        output: { distPath: { root: 'dist' } },
        plugins: [pluginCompileHints()],
      },
    });
    const { close } = await rsbuild.build();
    await close();
    const files = await readdir(join(dir, 'dist'), { recursive: true });
    scripts = await Promise.all(
      files
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => ({ file, text: await readFile(join(dir, 'dist', file), 'utf8') })),
    );
  }, 60_000);

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('starts the entry and the lazy chunk with the hint, on a line of its own', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const { text } of scripts) expect(text.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it('keeps the minified code after it (the hint is added after minification, which drops comments)', () => {
    const lazy = scripts.find(({ text }) => text.includes('"later"'));
    expect(lazy?.text.split('\n').length).toBeLessThanOrEqual(3);
  });
});
