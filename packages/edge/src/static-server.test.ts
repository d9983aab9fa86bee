import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { localAppConfig, precompressDir } from '@evergreen/build-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, serveStatic } from './static-server';

// A build in miniature: the entry files a deployment revalidates and a hashed chunk it caches for good.
const script = `export const memorial = ${JSON.stringify('Evergreen '.repeat(400))};\n`;
let dir: string;
let site: RunningSite;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http rather than fetch: fetch decodes the body and hides what travelled on the wire. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${site.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>hello</p>'.repeat(200)}`);
  writeFileSync(join(dir, 'main.0123abcd.js'), script);
  writeFileSync(join(dir, 'remoteEntry.js'), script);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'mf_public', pad: 'x'.repeat(2000) }));
  await precompressDir(dir);
  site = await serveStatic({ dir, port: 0, appConfig: () => localAppConfig() });
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static server, as a production host serves the builds', () => {
  it('sends brotli to a browser that accepts it, and the body decodes to the file', async () => {
    const answer = await get('/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await get('/main.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await get('/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses the page a client-side route falls back to', async () => {
    const answer = await get('/graves/demo', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toContain('<p>hello</p>');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('gives the app to a page asked for by curl, a link checker or anything else that takes HTML', async () => {
    const clients: [string, Record<string, string>][] = [
      ['curl', { Accept: '*/*' }],
      ['no Accept', {}],
      ['XHTML', { Accept: 'application/xhtml+xml' }],
      ['a link checker', { Accept: 'text/*, application/json;q=0.5' }],
    ];
    for (const [client, headers] of clients) {
      for (const path of ['/dashboard/reminders', '/graves/demo?utm_source=mail', '/help']) {
        const answer = await get(path, headers);
        expect(answer.status, `${client} ${path}`).toBe(200);
        expect(answer.headers['content-type'], `${client} ${path}`).toMatch(/^text\/html/);
        expect(answer.body.toString(), `${client} ${path}`).toContain('<p>hello</p>');
      }
    }
    const head = await new Promise<number>((resolve, reject) => {
      request(`${site.url}/dashboard`, { method: 'HEAD', headers: { Accept: '*/*' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(head).toBe(200);
  });

  it('keeps a missing file, an API path and a JSON-only request a 404', async () => {
    const misses: [string, Record<string, string>][] = [
      ['/static/js/gone.0123abcd.js', { Accept: '*/*' }],
      ['/photo.webp', {}],
      ['/mf-manifest-old.json', { Accept: '*/*' }],
      ['/rest/v1/graves', { Accept: '*/*' }],
      ['/functions/v1/memorial-preview/graves/demo', {}],
      ['/dashboard', { Accept: 'application/json' }],
      ['/dashboard', { Accept: 'text/html;q=0, application/json' }],
    ];
    for (const [path, headers] of misses) {
      const answer = await get(path, headers);
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain');
    }
  });

  it('caches hashed assets for good and makes entry files revalidate', async () => {
    const hashed = await get('/main.0123abcd.js', { 'Accept-Encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/app-config.json']) {
      const answer = await get(path, { 'Accept-Encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await get('/remoteEntry.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get('/remoteEntry.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(etag) });
    expect(again.status).toBe(304);
  });
});
