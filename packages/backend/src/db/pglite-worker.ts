import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PgliteWireServer } from './pglite-wire.ts';

// PGlite and its wire server on a thread of their own (started by pglite.ts): SQL runs in parallel with the HTTP
// work of the main thread, and a long statement cannot stall every other request of the server.

export interface WorkerInit {
  dataDir?: string;
  snapshot?: ArrayBuffer;
  idleInTransactionMs?: number;
}

export type ToWorker = { id: number; kind: 'dump' | 'stats' | 'close' };

export type FromWorker =
  | { kind: 'ready'; port: number }
  | { kind: 'failed'; message: string }
  | { kind: 'log'; line: string }
  | { kind: 'reply'; id: number; value?: unknown; error?: string };

const port = parentPort;
if (!port) throw new Error('pglite-worker runs in a worker thread');
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const init = workerData as WorkerInit;

// The contrib extensions the schema creates (search, issue 31). PGlite must be given the same ones every time a
// data dir or snapshot is opened.
const extensions = { cube, earthdistance, fuzzystrmatch, pg_trgm, unaccent };

try {
  const db = init.snapshot
    ? await PGlite.create({ loadDataDir: new Blob([init.snapshot]), extensions })
    : await PGlite.create({ dataDir: init.dataDir, extensions });
  const server = new PgliteWireServer(db, {
    idleInTransactionMs: init.idleInTransactionMs,
    log: (line) => post({ kind: 'log', line }),
  });
  const listening = await server.start();
  port.on('message', async ({ id, kind }: ToWorker) => {
    try {
      if (kind === 'stats') post({ kind: 'reply', id, value: server.stats() });
      if (kind === 'dump') {
        const dump = await (await db.dumpDataDir('gzip')).arrayBuffer();
        post({ kind: 'reply', id, value: dump }, [dump]);
      }
      if (kind === 'close') {
        await server.stop();
        await db.close();
        post({ kind: 'reply', id });
        port.close();
      }
    } catch (error) {
      post({ kind: 'reply', id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  post({ kind: 'ready', port: listening });
} catch (error) {
  post({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
