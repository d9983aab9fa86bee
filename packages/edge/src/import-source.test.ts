import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importSource } from './import-source';

describe('importSource', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-source-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('evaluates the module, builtins included, and leaves no file behind', async () => {
    const module = await importSource<{ digest: string; answer: number }>(
      "import { createHash } from 'node:crypto';\n" +
        "export const digest = createHash('sha256').update('x').digest('hex').slice(0, 8);\n" +
        'export const answer = 42;',
      root,
    );
    expect(module).toMatchObject({ digest: '2d711642', answer: 42 });
    expect(readdirSync(root)).toEqual([]);
  });

  it('leaves no file behind when the module throws while it is evaluated', async () => {
    await expect(importSource("throw new Error('broken bundle');", root)).rejects.toThrow('broken bundle');
    expect(readdirSync(root)).toEqual([]);
  });
});
