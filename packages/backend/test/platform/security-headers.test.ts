import { describe, expect, it } from 'vitest';
import { graveScene } from '../../src/db/png.ts';
import { backend, raw, signUp } from '../helpers.ts';

// Every answer of the server carries the security headers, whichever service or error produced it, with a
// Content-Security-Policy that fits what it is: JSON, a page of the server's own, or a stored file.

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectSecurityHeaders(response: Response, what: string) {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it('are on every JSON answer: auth, REST (proxied and refused), functions, errors, preflight', async () => {
    const answers: [string, Response][] = [
      ['auth health', await raw('/auth/v1/health')],
      ['auth error', await raw('/auth/v1/user')],
      ['REST from PostgREST', await raw('/rest/v1/graves?select=id&limit=1')],
      ['REST error from PostgREST', await raw('/rest/v1/no_such_table')],
      ['REST refused by the gateway', await raw('/rest/v1/graves%00')],
      ['missing API key', await fetch(`${backend().url}/rest/v1/graves`)],
      ['unknown function', await raw('/functions/v1/nope', { method: 'POST' })],
      ['unknown path', await raw('/nowhere')],
      [
        'CORS preflight',
        await raw('/rest/v1/graves', {
          method: 'OPTIONS',
          headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
        }),
      ],
    ];
    for (const [what, response] of answers) {
      await response.arrayBuffer();
      expectSecurityHeaders(response, what);
      expect(response.headers.get('content-security-policy'), what).toBe(API_CSP);
    }
  });

  it('let the mailbox page use its inline style and nothing else', async () => {
    const response = await raw('/mailbox');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(response, 'mailbox');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('serve a stored image with a policy that shows it and runs nothing', async () => {
    const user = await signUp('headers');
    const path = `${user.id}/${crypto.randomUUID()}.png`;
    const bucket = user.client.storage.from('grave-images');
    const upload = await bucket.upload(path, new Blob([graveScene(16)], { type: 'image/png' }));
    expect(upload.error).toBeNull();
    const response = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expectSecurityHeaders(response, 'stored image');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
  });
});
