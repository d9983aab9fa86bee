// Just enough of the PostgreSQL frontend/backend protocol for the PGlite wire server (pglite-wire.ts).

export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;
export const PROTOCOL_3 = 196608;
export const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
export const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

export function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

export function errorResponse(severity: string, code: string, text: string): Buffer {
  const fields = Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${text}\0\0`);
  const message = Buffer.alloc(5 + fields.length);
  message[0] = 0x45; // 'E'
  message.writeInt32BE(4 + fields.length, 1);
  fields.copy(message, 5);
  return message;
}

/** Follows the message framing of the backend's output to know whether the last message left it idle. */
export class OutputFraming {
  #header = Buffer.alloc(5);
  #headerLength = 0;
  #remaining = 0;
  #type = 0;
  #status = IDLE;

  feed(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.#remaining > 0) {
        // ReadyForQuery has a one-byte body: the transaction status.
        if (this.#type === READY_FOR_QUERY) this.#status = chunk[i] ?? IDLE;
        const take = Math.min(this.#remaining, chunk.length - i);
        i += take;
        this.#remaining -= take;
        continue;
      }
      this.#header[this.#headerLength++] = chunk[i++] ?? 0;
      if (this.#headerLength === 5) {
        this.#headerLength = 0;
        this.#type = this.#header[0] ?? 0;
        this.#remaining = this.#header.readInt32BE(1) - 4;
      }
    }
  }

  /** The backend answered everything sent so far and is outside any transaction block. */
  get idle(): boolean {
    return (
      this.#type === READY_FOR_QUERY &&
      this.#remaining === 0 &&
      this.#headerLength === 0 &&
      this.#status === IDLE
    );
  }
}

/** Who has the backend now, and who waits for it, first come first served. */
export class BackendTurns<Connection> {
  holder: Connection | undefined;
  readonly #waiting: { connection: Connection; granted: () => void }[] = [];

  acquire(connection: Connection): Promise<void> {
    if (!this.holder) {
      this.holder = connection;
      return Promise.resolve();
    }
    return new Promise((granted) => this.#waiting.push({ connection, granted }));
  }

  release(connection: Connection): void {
    const index = this.#waiting.findIndex((entry) => entry.connection === connection);
    if (index >= 0) this.#waiting.splice(index, 1);
    if (this.holder !== connection) return;
    const next = this.#waiting.shift();
    this.holder = next?.connection;
    next?.granted();
  }

  get waiting(): number {
    return this.#waiting.length;
  }
}
