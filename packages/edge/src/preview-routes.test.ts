import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '@evergreen/domain/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSite, serveStatic } from './static-server';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
const APP_HTML = '<!doctype html><title>Evergreen Memorials</title><div id="root"></div>';

/** A stand-in for the memorial-preview function: what it was asked, and fixed answers per path. */
function standIn(): Promise<{ url: string; calls: string[]; languages: string[]; server: Server }> {
  const calls: string[] = [];
  const languages: string[] = [];
  const server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url} ${req.headers['user-agent'] ?? ''}`.trim());
    if (req.method === 'GET') languages.push(req.headers['accept-language'] ?? '');
    const path = req.url?.replace('/functions/v1/memorial-preview', '') ?? '';
    const noindex = path === '/graves/hidden' || path === '/graves/private';
    res.writeHead(path === '/graves/private' ? 404 : 200, {
      'content-type': path.endsWith('.txt') ? 'text/plain' : 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=60',
      ...(noindex ? { 'x-robots-tag': 'noindex' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : `preview of ${path}`);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        calls,
        languages,
        server,
      }),
    );
  });
}

const config = (supabaseUrl: string): AppConfig => ({
  supabaseUrl,
  supabaseAnonKey: 'anon',
  remotes: {
    mf_public: 'http://localhost:1/mf-manifest.json',
    mf_memorials: 'http://localhost:2/mf-manifest.json',
    mf_reminders: 'http://localhost:3/mf-manifest.json',
    mf_billing: 'http://localhost:4/mf-manifest.json',
  },
  mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
  geocoderUrl: 'http://geocoder.test/search',
});

let dir = '';
let fn: Awaited<ReturnType<typeof standIn>>;
let site: RunningSite;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'evergreen-static-'));
  writeFileSync(join(dir, 'index.html'), APP_HTML);
  fn = await standIn();
  site = await serveStatic({ dir, port: 0, appConfig: () => config(fn.url), publicPages: true });
});

afterEach(async () => {
  await site.close();
  fn.server.closeAllConnections();
  await new Promise((resolve) => fn.server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, userAgent: string, init: RequestInit = {}) =>
  fetch(`${site.url}${path}`, {
    ...init,
    headers: { 'user-agent': userAgent, accept: 'text/html', ...init.headers },
  });

describe('the shell static server and memorial-preview', () => {
  it("sends a crawler's memorial page to the function, with its headers, language and Vary", async () => {
    const answer = await get('/graves/public?utm_source=chat', SLACKBOT, {
      headers: { 'accept-language': 'de-DE' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('preview of /graves/public');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('vary')).toBe('User-Agent, Accept-Language');
    expect(fn.calls).toEqual([`GET /functions/v1/memorial-preview/graves/public ${SLACKBOT}`]);
    // The preview is written in the language the crawler asked for (the function reads Accept-Language).
    expect(fn.languages).toEqual(['de-DE']);

    const missing = await get('/graves/private', 'Googlebot/2.1');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-robots-tag')).toBe('noindex');
  });

  it("gives a person the app, with the memorial's X-Robots-Tag asked of the function with HEAD", async () => {
    const hidden = await get('/graves/hidden', CHROME);
    expect(await hidden.text()).toBe(APP_HTML);
    expect(hidden.headers.get('x-robots-tag')).toBe('noindex');
    const shown = await get('/graves/public', CHROME);
    expect(await shown.text()).toBe(APP_HTML);
    expect(shown.headers.get('x-robots-tag')).toBeNull();
    expect(fn.calls.map((call) => call.split(' ').slice(0, 2).join(' '))).toEqual([
      'HEAD /functions/v1/memorial-preview/graves/hidden',
      'HEAD /functions/v1/memorial-preview/graves/public',
    ]);
    // Other pages of the app never ask.
    expect(await (await get('/dashboard', SLACKBOT)).text()).toBe(APP_HTML);
    expect(fn.calls).toHaveLength(2);
  });

  it('answers a client that sends Accept: */* or no Accept as it answers a browser', async () => {
    const crawler = await get('/graves/public', SLACKBOT, { headers: { accept: '*/*' } });
    expect(await crawler.text()).toBe('preview of /graves/public');
    const curl = await get('/graves/hidden', 'curl/8.5.0', { headers: { accept: '*/*' } });
    expect(curl.status).toBe(200);
    expect(await curl.text()).toBe(APP_HTML);
    expect(curl.headers.get('x-robots-tag')).toBe('noindex');
    const bare = await fetch(`${site.url}/dashboard/reminders`, { headers: { accept: '' } });
    expect(bare.status).toBe(200);
    expect(await bare.text()).toBe(APP_HTML);
  });

  it('serves robots.txt and sitemap.xml from the function to everyone', async () => {
    expect(await (await get('/robots.txt', CHROME)).text()).toBe('preview of /robots.txt');
    expect(await (await get('/sitemap.xml', CHROME)).text()).toBe('preview of /sitemap.xml');
  });

  it('still serves the app when the function is down; a crawler gets a 502', async () => {
    fn.server.closeAllConnections();
    await new Promise((resolve) => fn.server.close(resolve));
    const person = await get('/graves/public', CHROME);
    expect(person.status).toBe(200);
    expect(await person.text()).toBe(APP_HTML);
    const crawler = await get('/graves/public', SLACKBOT);
    expect(crawler.status).toBe(502);
    fn = await standIn();
  });

  it('leaves a remote alone: no preview routing without publicPages', async () => {
    const remote = await serveStatic({ dir, port: 0, appConfig: () => config(fn.url) });
    try {
      const robots = await fetch(`${remote.url}/robots.txt`);
      expect(robots.status).toBe(404);
      await robots.text();
      const page = await fetch(`${remote.url}/graves/public`, {
        headers: { 'user-agent': SLACKBOT, accept: 'text/html' },
      });
      expect(await page.text()).toBe(APP_HTML);
      expect(fn.calls).toEqual([]);
    } finally {
      await remote.close();
    }
  });
});
