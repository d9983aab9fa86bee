// Requests from a loopback address of their own (127.x.y.z), for the rules that count per client address.
import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';

/**
 * `fetch` from a loopback address of its own (127.x.y.z): each test is its own sender as far as the hourly limit
 * can tell, whatever else the suite sends from 127.0.0.1 (the fuzz test, other files) at the same time.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const payload = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const sent = httpRequest(
        outgoing.url,
        {
          method: outgoing.method,
          localAddress,
          headers: {
            ...Object.fromEntries(outgoing.headers),
            ...(payload ? { 'content-length': payload.length } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            const status = response.statusCode ?? 0;
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers }));
          });
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
  };
}

/** A loopback address of its own: a new sender as far as the server can tell. */
export const newSender = () => `127.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
