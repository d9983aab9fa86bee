import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { type ProxyEnv, type RestUpstream, restProxy } from './proxy.ts';

// The proxy against a stand-in for PostgREST that misbehaves on purpose, in ways the real one does only by
// accident: connections dropped mid-exchange, a closed kept-alive connection, a header Node refuses.

type Behaviour = (socket: Socket, request: { line: string; index: number }) => void;

const OK = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A raw TCP server speaking just enough HTTP: each request head is handed to `behaviour`. */
async function fakePostgrest(behaviour: Behaviour): Promise<{ port: number; requests: string[] }> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffered = '';
    let index = 0;
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end !== -1; end = buffered.indexOf('\r\n\r\n')) {
        const line = buffered.slice(0, buffered.indexOf('\r\n'));
        buffered = buffered.slice(end + 4);
        requests.push(line);
        behaviour(socket, { line, index: index++ });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { port: (server.address() as AddressInfo).port, requests };
}

/** The gateway's REST route alone, in front of `upstream`. */
async function gateway(upstream: RestUpstream): Promise<string> {
  const app = new Hono<ProxyEnv>();
  app.all('/rest/v1/*', restProxy(upstream));
  const server = await new Promise<ServerType>((resolve) => {
    const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(running));
  });
  closers.push(
    () =>
      new Promise((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const up = (port: number): RestUpstream => ({ port, isLive: async () => true });

describe('REST proxy failures', () => {
  it('answers 502 with the cause, not "restarting", when PostgREST is up but drops the connection', async () => {
    const postgrest = await fakePostgrest((socket) => socket.destroy());
    const url = await gateway(up(postgrest.port));
    const response = await fetch(`${url}/rest/v1/graves`, { method: 'DELETE' });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { code: string; message: string };
    expect(body).toMatchObject({ code: 'upstream_connection_failed', hint: null });
    expect(body.message).not.toMatch(/restart/i);
  });

  it('answers 503 "restarting" while the supervisor says PostgREST is down', async () => {
    const postgrest = await fakePostgrest((socket) => socket.destroy());
    const url = await gateway({ port: postgrest.port, isLive: async () => false });
    const response = await fetch(`${url}/rest/v1/graves`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      code: 'PGRST000',
      message: 'The REST service is restarting; try again.',
    });
  });

  it('answers 502 to a response header Node refuses (a NUL byte), not 503', async () => {
    const postgrest = await fakePostgrest((socket) =>
      socket.end('HTTP/1.1 200 OK\r\nContent-Location: /graves\0\r\nContent-Length: 2\r\n\r\n[]'),
    );
    const url = await gateway(up(postgrest.port));
    const response = await fetch(`${url}/rest/v1/graves`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'bad_upstream_response' });
  });

  it('sends a read once more on a fresh connection when the kept-alive one was closed, never a write', async () => {
    // Every connection answers its first request and is closed, unanswered, at its second: a kept-alive
    // connection the upstream gave up on just as the proxy reused it.
    const postgrest = await fakePostgrest((socket, { index }) => {
      if (index === 0) socket.write(OK);
      else socket.destroy();
    });
    const url = await gateway(up(postgrest.port));
    expect((await fetch(`${url}/rest/v1/graves`)).status).toBe(200);
    const read = await fetch(`${url}/rest/v1/graves?select=id`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([]);
    expect(postgrest.requests.filter((line) => line.startsWith('GET /graves?select=id'))).toHaveLength(2);

    // A connection of the pool again, then a write on it.
    expect((await fetch(`${url}/rest/v1/graves`)).status).toBe(200);
    const write = await fetch(`${url}/rest/v1/graves`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"full_name":"x"}',
    });
    expect(write.status).toBe(502);
    expect(postgrest.requests.filter((line) => line.startsWith('POST'))).toHaveLength(1);
  });
});
