import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { edgeOptionsFrom, readAppConfig } from './main';

const dir = mkdtempSync(join(tmpdir(), 'edge-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the edge service', () => {
  it('reads where the shell build and its configuration are from the environment', () => {
    expect(
      edgeOptionsFrom({ EDGE_SHELL_DIR: '/srv/shell', EDGE_APP_CONFIG: '/etc/app-config.json' }),
    ).toEqual({
      dir: '/srv/shell',
      appConfigFile: '/etc/app-config.json',
      port: 8080,
      host: '0.0.0.0',
    });
  });

  it('refuses to start without them, or on a port that is not one', () => {
    expect(() => edgeOptionsFrom({})).toThrow('Set EDGE_SHELL_DIR');
    expect(() => edgeOptionsFrom({ EDGE_SHELL_DIR: 'a', EDGE_APP_CONFIG: 'b', PORT: 'http' })).toThrow(
      'PORT must be a port number, not "http"',
    );
  });

  it('refuses a file that is not an app configuration', () => {
    const file = join(dir, 'wrong.json');
    writeFileSync(file, JSON.stringify({ hello: 'world' }));
    expect(() => readAppConfig(file)).toThrow('is not an app-config.json');
  });
});
