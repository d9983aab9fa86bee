import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from './apps';

const BACKEND_DIR = join(WORKSPACE, 'packages/backend');

export interface RunningBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

interface BackendOptions {
  port?: number;
  /** Where the database, files and generated keys live (the backend's own .data by default). */
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/auth/v1/health`)).ok;
  } catch {
    return false;
  }
}

/** Stops the server and its PostgREST child: they run in a process group of their own. */
function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}

/** Starts the local Supabase-compatible backend with demo data and waits until it answers. */
export async function startBackend({
  port = 54321,
  dataDir,
  env = {},
}: BackendOptions = {}): Promise<RunningBackend> {
  const url = `http://127.0.0.1:${port}`;
  const dir = dataDir ?? join(BACKEND_DIR, '.data');
  const child = spawn(join(BACKEND_DIR, 'node_modules/.bin/tsx'), ['src/main.ts', '--seed'], {
    cwd: BACKEND_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, ...env },
  });
  // Whatever ends this process (Ctrl+C, a crashed test run) must not leave the server behind.
  const stopOnExit = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  };
  process.once('exit', stopOnExit);
  const deadline = Date.now() + 180_000;
  while (!(await healthy(url))) {
    if (child.exitCode !== null)
      throw new Error(`The backend stopped during start (exit code ${child.exitCode})`);
    if (Date.now() > deadline) {
      await stopped(child);
      throw new Error(`The backend did not answer at ${url} within 3 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const keys = JSON.parse(readFileSync(join(dir, 'keys.json'), 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
  return { url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, stop: () => stopped(child) };
}
