import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from './apps';

const BACKEND_DIR = join(WORKSPACE, 'packages/backend');
export const BACKEND_URL = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';

export function backendExists(): boolean {
  const manifest = join(BACKEND_DIR, 'package.json');
  if (!existsSync(manifest)) return false;
  const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(scripts?.start);
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BACKEND_URL}/auth/v1/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts the local Supabase-compatible backend with demo data and waits until it answers. */
export async function startBackend(extraEnv: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn('pnpm', ['--filter', 'backend', 'start'], {
    cwd: WORKSPACE,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The backend stopped during start (exit code ${code})`))),
  );
  const deadline = Date.now() + 120_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      if (await healthy()) return child;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    child.kill();
    throw new Error(`The backend did not answer at ${BACKEND_URL} within 2 minutes`);
  })();
  return Promise.race([ready, exited]);
}
