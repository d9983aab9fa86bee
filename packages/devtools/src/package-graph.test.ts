import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layers: domain at the bottom, then the client, the design system and the runtime kit, then the hosts' tools.
// A cycle between workspace packages makes each unbuildable and untestable without the other.

const WORKSPACE = join(dirname(fileURLToPath(import.meta.url)), '../../..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function workspaceManifests(): Manifest[] {
  const apps = readdirSync(WORKSPACE).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const packages = readdirSync(join(WORKSPACE, 'packages')).map((name) => join('packages', name));
  return [...apps, ...packages].map((dir) =>
    JSON.parse(readFileSync(join(WORKSPACE, dir, 'package.json'), 'utf8')),
  );
}

function workspaceDependencies(manifest: Manifest): string[] {
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
    name.startsWith('@evergreen/'),
  );
}

/** Every path that leads from a package back to itself, as `a -> b -> a`. */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const visit = (name: string, path: string[]) => {
    for (const next of graph.get(name) ?? []) {
      if (next === path[0]) found.push([...path, next].join(' -> '));
      else if (!path.includes(next)) visit(next, [...path, next]);
    }
  };
  for (const name of graph.keys()) visit(name, [name]);
  return found;
}

/** An app's source files that ship in its exposed modules or the shell: not tests, stories, test helpers, nor the
 * remote's standalone page (`bootstrap.tsx`, which renders it through the dev host). */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/(\.test|\.stories)\.tsx?$|\/testing\/|\/bootstrap\.tsx$/.test(path));
}

describe('workspace packages', () => {
  const manifests = workspaceManifests();
  const graph = new Map(manifests.map((manifest) => [manifest.name, workspaceDependencies(manifest)]));

  it('depend on each other without a cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keep domain at the bottom: it depends on no other workspace package', () => {
    expect(graph.get('@evergreen/domain')).toEqual([]);
  });

  it('ship nothing of the dev host inside the shell or a remote', () => {
    const apps = readdirSync(WORKSPACE).filter((name) => name === 'shell' || name.startsWith('mf-'));
    const importers = apps
      .flatMap((app) => shippedSources(join(WORKSPACE, app, 'src')))
      .filter((path) => readFileSync(path, 'utf8').includes("'@evergreen/dev-host"));
    expect(importers).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a -> b -> a', 'b -> a -> b']);
  });
});
