import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

export function backendExists(): boolean {
  return existsSync(join(BACKEND_DIR, 'src/main.ts'));
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/auth/v1/health`)).ok;
  } catch {
    return false;
  }
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts the local Supabase-compatible backend with demo data and waits until it answers. */
export async function startBackend({ port = 54321, dataDir, env = {} }: BackendOptions = {}): Promise<RunningBackend> {
  const url = `http://127.0.0.1:${port}`;
  const dir = dataDir ?? join(BACKEND_DIR, '.data');
  const child = spawn('pnpm', ['--filter', 'backend', 'start'], {
    cwd: WORKSPACE,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, ...env },
  });
  const deadline = Date.now() + 180_000;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`The backend stopped during start (exit code ${child.exitCode})`);
    if (Date.now() > deadline) {
      await stopped(child);
      throw new Error(`The backend did not answer at ${url} within 3 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const keys = JSON.parse(readFileSync(join(dir, 'keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
  return { url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, stop: () => stopped(child) };
}
