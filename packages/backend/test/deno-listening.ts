/**
 * Deno is started on port 0 (`DENO_SERVE_ADDRESS=tcp:127.0.0.1:0`) and says where it listens: a port probed free
 * and handed to it could be taken before it binds it. `Deno.serve` without `onListen` prints
 * `Listening on http://127.0.0.1:PORT/`; this reads that origin from its output, once printed.
 */
export function listeningOrigin(output: string): string | undefined {
  return /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
}
