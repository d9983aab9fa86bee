// Runs the Deno entry of a Supabase edge function (what `supabase functions deploy` ships) on a real Deno, for the
// deno-*.test.ts files: the Node wrappers in src/functions cover the shared logic, these prove the entry itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { PACKAGE_DIR } from '../../src/config.ts';

// The first start type-checks the entry into an empty DENO_DIR, which takes a few seconds on a busy machine.
export const START_TIMEOUT_MS = 90_000;

/**
 * For an entry that imports only relative files: anything remote or npm would be a mistake, never a download
 * (`--cached-only`), and nothing of this workspace's lock file, deno.json or package.json applies to it.
 */
export const RELATIVE_IMPORTS: DenoImports = {
  flags: ['--cached-only', '--no-lock', '--no-config'],
  env: { DENO_NO_PACKAGE_JSON: '1' },
};

/** How an entry's imports resolve: Deno flags, and environment variables for Deno itself (not the function). */
export interface DenoImports {
  flags: readonly string[];
  env?: Readonly<Record<string, string>>;
}

export interface DenoEntryOptions {
  /** The entry file, absolute or relative to `cwd`. */
  entry: string;
  cwd?: string;
  imports: DenoImports;
  /** Hosts the function may reach (`--allow-net`); 127.0.0.1 always, where the function itself listens. */
  allowNet?: readonly string[];
  /** Variables the function may read (`--allow-env`): a list, or 'all'. */
  allowEnv: readonly string[] | 'all';
  /** Further permissions, such as `--allow-read=...`. */
  permissions?: readonly string[];
  /** The function's environment (its secrets). */
  env: Readonly<Record<string, string>>;
  /** Where to ask whether Deno serves yet, and how. */
  readyPath: string;
  readyInit?: RequestInit;
  /** A DENO_DIR the caller owns and removes (to share one cache between entries); else a temporary one of its own. */
  denoDir?: string;
}

export interface DenoEntry {
  origin: string;
  /** What Deno printed so far, stdout and stderr together. */
  output(): string;
  /** SIGTERM, then SIGKILL if Deno has not exited within 5s; removes the DENO_DIR it made. */
  stop(): Promise<void>;
}

/** The Deno entry of the edge function `name`, as `supabase functions deploy name` ships it. */
export const functionEntry = (name: string) => join(PACKAGE_DIR, 'supabase/functions', name, 'index.ts');

/**
 * The native binary from the platform package that `deno` depends on. Not the package's bin: that is a Node
 * wrapper running Deno with spawnSync, so killing it would leave Deno serving; its postinstall (which pnpm
 * blocks) only copies this same binary into the package folder.
 */
export function denoBinary(): string {
  const denoPackage = createRequire(import.meta.url).resolve('deno/package.json');
  // Same target naming as the package's install_api.cjs; Deno publishes no musl build.
  const target = `${process.platform}-${process.arch}${process.platform === 'linux' ? '-glibc' : ''}`;
  const platformPackage = createRequire(denoPackage).resolve(`@deno/${target}/package.json`);
  return join(dirname(platformPackage), process.platform === 'win32' ? 'deno.exe' : 'deno');
}

/** A clean environment for Deno: no proxy variables, nothing from the developer's Deno setup. */
export function denoEnv(denoDir: string, extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    ...(process.env.SYSTEMROOT ? { SYSTEMROOT: process.env.SYSTEMROOT } : {}),
    DENO_DIR: denoDir,
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    ...extra,
  };
}

/**
 * Deno is started on port 0 (`DENO_SERVE_ADDRESS=tcp:127.0.0.1:0`) and says where it listens: a port probed free
 * and handed to it could be taken before it binds it. `Deno.serve` without `onListen` prints
 * `Listening on http://127.0.0.1:PORT/`; this reads that origin from its output, once printed.
 */
export function listeningOrigin(output: string): string | undefined {
  return /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Starts the entry and resolves once it answers `readyPath`; fails at once with Deno's output if it exits instead. */
export async function startDenoEntry(options: DenoEntryOptions): Promise<DenoEntry> {
  const ownsDenoDir = options.denoDir === undefined;
  const denoDir = options.denoDir ?? mkdtempSync(join(tmpdir(), 'evergreen-deno-'));
  const hosts = [...new Set(['127.0.0.1', ...(options.allowNet ?? [])])].join(',');
  const child = spawn(
    denoBinary(),
    [
      'run',
      // Type-check as Supabase's runtime would, so a Deno-only type error fails here rather than at deploy.
      '--check',
      ...options.imports.flags,
      '--no-prompt',
      `--allow-net=${hosts}`,
      options.allowEnv === 'all' ? '--allow-env' : `--allow-env=${options.allowEnv.join(',')}`,
      ...(options.permissions ?? []),
      options.entry,
    ],
    {
      cwd: options.cwd,
      env: denoEnv(denoDir, {
        ...options.imports.env,
        // How Deno 2 places Deno.serve() without an address in the code; the entry stays as deployed.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...options.env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    await stopChild(child);
    if (ownsDenoDir) rmSync(denoDir, { recursive: true, force: true });
  };
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `Deno exited (${code ?? signal}) before serving:\n${output}`;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    const origin = listeningOrigin(output);
    try {
      if (!origin) throw new Error('not listening yet');
      await fetch(`${origin}${options.readyPath}`, options.readyInit);
      return { origin, output: () => output, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(exited ?? `Deno did not serve within ${START_TIMEOUT_MS / 1000}s:\n${output}`);
}

/** Starts the entry before this file's tests and stops it after them; `origin` is where it serves, once started. */
export function useDenoEntry(options: () => DenoEntryOptions): { readonly origin: string } {
  let deno: DenoEntry | undefined;
  beforeAll(async () => {
    deno = await startDenoEntry(options());
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await deno?.stop();
  });
  return {
    get origin() {
      if (!deno) throw new Error('Deno starts in beforeAll');
      return deno.origin;
    },
  };
}
