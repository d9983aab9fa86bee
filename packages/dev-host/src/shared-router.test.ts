import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// In a federated build `react-router-dom` is packages/dev-host/src/shared-router.ts (see federation.ts in
// build-config): a name it does not re-export would be undefined in the browser while the type check and the
// unit tests (which use the real package) pass. Tests, stories and test helpers never go through federation.

const WORKSPACE = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SHARED_ROUTER = join(WORKSPACE, 'packages/dev-host/src/shared-router.ts');
const NOT_FEDERATED = /(\.test\.tsx?|\.stories\.tsx?|\/testing\.tsx?|\/testing\/.*|\/test-utils\/.*)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_FEDERATED.test(path) ? [path] : [];
  });
}

function appSources(): string[] {
  const roots = readdirSync(WORKSPACE).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const packages = readdirSync(join(WORKSPACE, 'packages')).map((name) => join('packages', name));
  return [...roots, ...packages]
    .map((dir) => join(WORKSPACE, dir, 'src'))
    .flatMap((dir) => {
      try {
        return sourceFiles(dir);
      } catch {
        return [];
      }
    })
    .filter((file) => file !== SHARED_ROUTER);
}

/** Value names of `import { a, type B, c as d } from '<from>'` statements (type-only imports left out). */
function importedValues(source: string, from: string): string[] {
  const statements = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g);
  return [...statements]
    .filter(([, typeOnly, , module]) => !typeOnly && module === from)
    .flatMap(([, , names = '']) => names.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? name);
}

function sharedRouterExports(): Set<string> {
  const source = readFileSync(SHARED_ROUTER, 'utf8');
  const values = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(source)?.[1] ?? '';
  return new Set(
    values
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('the shared react-router-dom of federated builds', () => {
  it('re-exports every name the apps import from react-router-dom', () => {
    const exported = sharedRouterExports();
    expect(exported.has('BrowserRouter')).toBe(true);
    const missing = appSources().flatMap((file) =>
      importedValues(readFileSync(file, 'utf8'), 'react-router-dom')
        .filter((name) => !exported.has(name))
        .map((name) => `${name} in ${relative(WORKSPACE, file)}`),
    );
    expect(missing).toEqual([]);
  });

  it('is the only way in: no app imports react-router itself, which is not shared', () => {
    const direct = appSources()
      .filter((file) => /from\s*'react-router'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(WORKSPACE, file));
    expect(direct).toEqual([]);
  });
});
