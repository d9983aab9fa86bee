import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppContext } from './context.ts';
import { functionRoutes } from './functions/registry.ts';
import { jsonTooLarge, limitBody, unexpectedFailure, withRequestId } from './http-errors.ts';

function serverWith(log: string[]) {
  const server = new Hono();
  server.use('*', withRequestId());
  server.onError(unexpectedFailure((line) => log.push(line)));
  // A service with its own error handler that passes on what it does not know, as auth and storage do.
  const service = new Hono();
  service.onError((error) => {
    throw error;
  });
  service.get('/boom', () => {
    throw new Error('connection to 10.0.0.7 refused');
  });
  service.post('/echo', async (c) => c.text(await c.req.text()));
  server.use('/service/*', limitBody(16, jsonTooLarge(16)));
  server.route('/service', service);
  return server;
}

describe('an unexpected failure', () => {
  it('answers 500 with the request id and no detail, and logs the detail with that id', async () => {
    const log: string[] = [];
    const response = await serverWith(log).request('/service/boom');
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: 'unexpected_failure',
      message: 'Unexpected failure, please check server logs',
      request_id: id,
    });
    expect(text).not.toContain('10.0.0.7');
    expect(log).toHaveLength(1);
    expect(log[0]).toContain(`(request ${id}) in GET /service/boom`);
    expect(log[0]).toContain('connection to 10.0.0.7 refused');
    expect(log[0]).toContain('http-errors.test.ts');
  });

  it('of an edge function gets the same answer', async () => {
    const log: string[] = [];
    const server = serverWith(log);
    const failing = async (): Promise<Response> => {
      throw new TypeError('stripe key missing');
    };
    // The function gets no context here: it throws before it could use one.
    server.route('/functions/v1', functionRoutes({} as AppContext, { failing }));
    const response = await server.request('/functions/v1/failing', { method: 'POST' });
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'unexpected_failure',
      request_id: response.headers.get('x-request-id'),
    });
    expect(JSON.stringify(body)).not.toContain('stripe');
    expect(log[0]).toContain('stripe key missing');
  });

  it('keeps a well-formed request id from a gateway in front', async () => {
    const response = await serverWith([]).request('/service/boom', {
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(((await response.json()) as { request_id: string }).request_id).toBe('edge-42');
  });
});

describe('limitBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    serverWith([]).request('/service/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  const stream = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of text.match(/.{1,5}/g) ?? []) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });

  it('answers 413 for a declared or streamed body over the limit', async () => {
    for (const response of [
      await post('x'.repeat(17), { 'content-length': '17' }),
      await post(stream('x'.repeat(40))),
    ]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        code: 'request_too_large',
        message: 'The request body is larger than the limit of 16 bytes',
      });
    }
  });

  it('passes a streamed body within the limit on intact', async () => {
    const response = await post(stream('sixteen bytes ok'));
    expect([response.status, await response.text()]).toEqual([200, 'sixteen bytes ok']);
  });
});
