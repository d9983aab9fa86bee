import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL for our pool and for PostgREST. */
  url: string;
  db: PGlite;
  stats(): Record<string, unknown>;
  close(): Promise<void>;
}

interface QueryQueue {
  processing: boolean;
  queue: unknown[];
  processQueue(): Promise<void>;
}

/**
 * pglite-socket 0.2.17 leaves its query queue marked busy when one message fails (for example when a client hangs
 * up mid-query), after which every connection waits forever. Clear the flag and carry on with the next message.
 */
function keepQueueRunning(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: QueryQueue }).queryQueue;
  if (!queue || typeof queue.processQueue !== 'function') return;
  const processQueue = queue.processQueue.bind(queue);
  queue.processQueue = async () => {
    const startsProcessing = !queue.processing;
    await processQueue();
    if (startsProcessing && queue.processing) {
      queue.processing = false;
      if (queue.queue.length > 0) await queue.processQueue();
    }
  };
}

/**
 * PGlite behind its wire-protocol socket, so that PostgREST and our own pool speak to it like to PostgreSQL.
 * `snapshot` starts an in-memory database from a data dir dump, much faster than a fresh init.
 */
export async function startPglite(options: { dataDir?: string; snapshot?: Blob }): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = options.snapshot
    ? await PGlite.create({ loadDataDir: options.snapshot })
    : await PGlite.create({ dataDir: options.dataDir });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 32 });
  keepQueueRunning(server);
  await server.start();
  const port = server.getServerConn().split(':').at(-1);
  return {
    stats: () => ({
      ...server.getStats(),
      processing: (server as unknown as { queryQueue?: QueryQueue }).queryQueue?.processing,
    }),
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    db,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
