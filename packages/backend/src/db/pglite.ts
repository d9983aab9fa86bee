import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerInit } from './pglite-worker.ts';

export interface WireStats {
  connections: number;
  waiting: number;
  held: boolean;
}

export interface EmbeddedPostgres {
  /** A postgres:// URL for our pool and for PostgREST. */
  url: string;
  /** The data dir as a gzipped tarball, for `snapshot`. */
  dump(): Promise<Blob>;
  stats(): Promise<WireStats>;
  close(): Promise<void>;
}

/**
 * PGlite behind the PostgreSQL wire protocol (pglite-wire.ts) on a worker thread, so that PostgREST and our own
 * pool speak to it like to PostgreSQL. `snapshot` starts an in-memory database from a data dir dump, much faster
 * than a fresh init.
 */
export async function startPglite(options: {
  dataDir?: string;
  snapshot?: Blob;
  idleInTransactionMs?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const snapshot = await options.snapshot?.arrayBuffer();
  const init: WorkerInit = {
    dataDir: options.dataDir,
    snapshot,
    idleInTransactionMs: options.idleInTransactionMs,
  };
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
    workerData: init,
    transferList: snapshot ? [snapshot] : [],
  });
  const log = options.log ?? (() => {});
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let closed = false;

  const port = await new Promise<number>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'ready') resolve(message.port);
      else if (message.kind === 'failed') reject(new Error(`PGlite could not start: ${message.message}`));
      else if (message.kind === 'log') log(message.line);
      else {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error));
        else call?.resolve(message.value);
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      const error = new Error(`The PGlite thread stopped (${code})`);
      if (!closed) log(error.message);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
      reject(error);
    });
  });

  const ask = (kind: ToWorker['kind']) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, kind } satisfies ToWorker);
    });

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async dump() {
      return new Blob([(await ask('dump')) as ArrayBuffer]);
    },
    async stats() {
      return (await ask('stats')) as WireStats;
    },
    async close() {
      if (closed) return;
      closed = true;
      await ask('close').catch(() => {});
      await worker.terminate();
    },
  };
}
