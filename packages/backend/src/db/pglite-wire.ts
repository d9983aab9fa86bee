import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  BackendTurns,
  CANCEL_REQUEST,
  errorResponse,
  GSSENC_REQUEST,
  OutputFraming,
  PROTOCOL_3,
  SSL_REQUEST,
  SYNC,
  simpleQuery,
  TERMINATE,
} from './wire-protocol.ts';

/*
 * The PostgreSQL wire protocol in front of PGlite, for PostgREST and our own pool.
 *
 * PGlite is one backend: one session, one unnamed statement and portal, one transaction. PostgreSQL gives each
 * connection its own backend; here they take turns. A connection keeps the backend from its first message until
 * PostgreSQL reports it idle again (ReadyForQuery 'I'), so an extended-query pipeline (Parse, Bind, Execute,
 * Sync) or a BEGIN ... COMMIT block can never be split by another connection's messages. pglite-socket 0.2.x
 * interleaves at message granularity, only keeping explicit transaction blocks together; a Bind then finds
 * another client's unnamed statement, fails, and the backend discards every message until the next Sync,
 * including the next client's BEGIN, whose client then waits forever (see README, "PGlite and concurrency").
 */

interface Shared {
  db: PGlite;
  turns: BackendTurns<Connection>;
  idleInTransactionMs: number;
  stopping: () => boolean;
  log: (line: string) => void;
}

class Connection {
  readonly #socket: Socket;
  readonly #shared: Shared;
  #buffer: Buffer = Buffer.alloc(0);
  #started = false;
  #busy = false;
  #pumping: Promise<void> = Promise.resolve();
  #closed = false;
  #terminating = false;
  #holding = false;
  #idleTimer: NodeJS.Timeout | undefined;
  readonly #framing = new OutputFraming();

  constructor(socket: Socket, shared: Shared, onClosed: () => void) {
    this.#socket = socket;
    this.#shared = shared;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
      clearTimeout(this.#idleTimer);
      if (!this.#busy) this.#pumping = this.#pump();
    });
    socket.on('error', () => socket.destroy());
    socket.once('close', () => {
      this.#closed = true;
      clearTimeout(this.#idleTimer);
      void this.#finish().finally(onClosed);
    });
  }

  destroy(): void {
    this.#socket.destroy();
  }

  async #pump(): Promise<void> {
    this.#busy = true;
    try {
      while (!this.#closed) {
        const batch = this.#started ? this.#takeMessages() : this.#takeStartup();
        if (!batch) break;
        if (!this.#holding) {
          await this.#shared.turns.acquire(this);
          this.#holding = true;
          if (this.#closed) break;
        }
        await this.#execute(batch);
        if (this.#terminating) {
          this.#socket.end();
          break;
        }
        if (this.#framing.idle && !this.#hasCompleteMessage()) this.#releaseTurn();
      }
    } catch (error) {
      this.#shared.log(`pglite wire: ${error instanceof Error ? error.message : String(error)}`);
      this.#socket.destroy();
    } finally {
      this.#busy = false;
    }
    if (this.#holding && !this.#closed) this.#armIdleTimer();
  }

  /** SSL and GSS encryption requests are declined, a cancel request closes, the startup packet is returned. */
  #takeStartup(): Uint8Array | undefined {
    while (this.#buffer.length >= 8) {
      const length = this.#buffer.readInt32BE(0);
      const code = this.#buffer.readInt32BE(4);
      if (length === 8 && (code === SSL_REQUEST || code === GSSENC_REQUEST)) {
        this.#socket.write('N');
        this.#buffer = this.#buffer.subarray(8);
        continue;
      }
      if (length === 16 && code === CANCEL_REQUEST) {
        // One backend and no query runs concurrently with its client, so there is nothing to cancel.
        this.#socket.end();
        return undefined;
      }
      if (code !== PROTOCOL_3) {
        this.#socket.end(errorResponse('FATAL', '08P01', 'unsupported frontend protocol'));
        return undefined;
      }
      if (this.#buffer.length < length) return undefined;
      const startup = new Uint8Array(this.#buffer.subarray(0, length));
      this.#buffer = this.#buffer.subarray(length);
      this.#started = true;
      return startup;
    }
    return undefined;
  }

  /** Every complete message buffered, up to a Terminate, which PGlite must never see (it would exit). */
  #takeMessages(): Uint8Array | undefined {
    let end = 0;
    while (end + 5 <= this.#buffer.length) {
      if (this.#buffer[end] === TERMINATE) {
        this.#terminating = true;
        break;
      }
      const next = end + 1 + this.#buffer.readInt32BE(end + 1);
      if (next > this.#buffer.length) break;
      end = next;
    }
    if (end === 0) {
      if (this.#terminating) this.#socket.end();
      return undefined;
    }
    const batch = new Uint8Array(this.#buffer.subarray(0, end));
    this.#buffer = this.#buffer.subarray(end);
    return batch;
  }

  #hasCompleteMessage(): boolean {
    if (this.#buffer.length < 5) return false;
    return this.#buffer[0] === TERMINATE || 1 + this.#buffer.readInt32BE(1) <= this.#buffer.length;
  }

  async #execute(batch: Uint8Array): Promise<void> {
    const { db } = this.#shared;
    await db.runExclusive(() =>
      db.execProtocolRawStream(batch, {
        onRawData: (data) => {
          this.#framing.feed(data);
          // The data is a view into PGlite's memory, reused by the next call: copy it.
          if (!this.#closed) this.#socket.write(Buffer.from(data));
        },
      }),
    );
  }

  /** PostgreSQL's idle_in_transaction_session_timeout: a client holding the only backend must not stall all. */
  #armIdleTimer(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (!this.#holding || this.#busy || this.#closed) return;
      this.#shared.log('pglite wire: closing a connection left idle inside a transaction');
      this.#socket.end(
        errorResponse('FATAL', '25P03', 'terminating connection due to idle-in-transaction timeout'),
      );
      this.#socket.destroy();
    }, this.#shared.idleInTransactionMs);
  }

  #releaseTurn(): void {
    if (!this.#holding) return;
    this.#holding = false;
    this.#shared.turns.release(this);
  }

  /** A client gone mid-pipeline or mid-transaction: end the pipeline and roll back before the next one's turn. */
  async #finish(): Promise<void> {
    await this.#pumping;
    if (!this.#holding) {
      this.#shared.turns.release(this);
      return;
    }
    try {
      if (!this.#shared.stopping() && this.#started && !this.#framing.idle) {
        const { db } = this.#shared;
        const discard = { onRawData: () => {} };
        await db.runExclusive(async () => {
          await db.execProtocolRawStream(SYNC, discard);
          if (db.isInTransaction()) await db.execProtocolRawStream(simpleQuery('ROLLBACK'), discard);
        });
      }
    } catch (error) {
      this.#shared.log(
        `pglite wire: cleanup failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.#releaseTurn();
    }
  }
}

export interface PgliteWireOptions {
  host?: string;
  port?: number;
  /** How long a client may hold the backend inside a transaction without sending anything. */
  idleInTransactionMs?: number;
  maxConnections?: number;
  log?: (line: string) => void;
}

/** A TCP server speaking the PostgreSQL protocol for one PGlite; connections take turns on its one backend. */
export class PgliteWireServer {
  readonly #db: PGlite;
  readonly #options: PgliteWireOptions;
  readonly #turns = new BackendTurns<Connection>();
  readonly #connections = new Set<Connection>();
  #server: Server | undefined;
  #stopping = false;

  constructor(db: PGlite, options: PgliteWireOptions = {}) {
    this.#db = db;
    this.#options = options;
  }

  /** Listens and returns the port. */
  async start(): Promise<number> {
    await this.#db.waitReady;
    const shared: Shared = {
      db: this.#db,
      turns: this.#turns,
      idleInTransactionMs: this.#options.idleInTransactionMs ?? 5000,
      stopping: () => this.#stopping,
      log: this.#options.log ?? (() => {}),
    };
    const maxConnections = this.#options.maxConnections ?? 64;
    const server = createServer((socket) => {
      if (this.#stopping || this.#connections.size >= maxConnections) {
        socket.end(errorResponse('FATAL', '53300', 'sorry, too many clients already'));
        return;
      }
      const connection = new Connection(socket, shared, () => this.#connections.delete(connection));
      this.#connections.add(connection);
    });
    this.#server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#options.port ?? 0, this.#options.host ?? '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  stats(): { connections: number; waiting: number; held: boolean } {
    return {
      connections: this.#connections.size,
      waiting: this.#turns.waiting,
      held: Boolean(this.#turns.holder),
    };
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    for (const connection of this.#connections) connection.destroy();
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
