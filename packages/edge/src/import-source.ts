import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Evaluates ES module source downloaded at run time. Node imports only from files (a data: URL cannot give the
 * module a file URL for its createRequire), so the source is written to a directory of its own and removed as
 * soon as the module is evaluated: every server start and every new deployment used to leave one behind in /tmp.
 */
export async function importSource<T>(code: string, tempRoot = tmpdir()): Promise<T> {
  const dir = await mkdtemp(join(tempRoot, 'evergreen-prerender-'));
  try {
    const file = join(dir, 'module.mjs');
    await writeFile(file, code);
    return (await import(pathToFileURL(file).href)) as T;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
