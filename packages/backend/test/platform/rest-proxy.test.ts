import { beforeAll, describe, expect, it } from 'vitest';
import { createMemorial, type GraveRow } from '../fixtures.ts';
import { raw, signUp, type TestUser } from '../helpers.ts';

// The REST gateway in front of the real PostgREST: hostile requests must not cost other users their answers,
// and what cannot be passed on gets a 4xx that says why.

const MEGABYTE = 1024 * 1024;

describe('a flood of large requests that PostgREST refuses unread', () => {
  let readers: { user: TestUser; grave: GraveRow }[];
  let attacker: TestUser;

  beforeAll(async () => {
    readers = await Promise.all(
      ['reader-a', 'reader-b', 'reader-c'].map(async (label) => {
        const user = await signUp(label);
        return { user, grave: await createMemorial(user, { full_name: `Memorial of ${label}` }) };
      }),
    );
    attacker = await signUp('flooder');
  });

  it('loses none of the reads other users make beside it, and answers each refusal as PostgREST did', async () => {
    const junk = JSON.stringify({ full_name: 'x'.repeat(MEGABYTE) });
    // 401 (a forged token), 405 (PUT without the primary key), 404 (no such table): answered by PostgREST
    // without reading the megabyte, after which it closes the connection.
    const hostile = [
      { path: '/rest/v1/graves', method: 'POST', token: 'not-a-token', status: 401 },
      { path: '/rest/v1/graves', method: 'PUT', token: attacker.accessToken, status: 405 },
      { path: '/rest/v1/no_such_table', method: 'PATCH', token: attacker.accessToken, status: 404 },
    ];
    const refusals: number[] = [];
    const reads: { status: number; matches: boolean }[] = [];
    const total = 360;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const index = next++;
        if (index % 3 === 0) {
          const request = hostile[(index / 3) % hostile.length] ?? hostile[0];
          const response = await raw(request?.path ?? '', {
            method: request?.method,
            token: request?.token,
            headers: { 'content-type': 'application/json' },
            body: junk,
          });
          await response.arrayBuffer();
          refusals.push(response.status === request?.status ? 0 : response.status);
          continue;
        }
        const reader = readers[index % readers.length];
        const response = await raw(`/rest/v1/graves?select=id,full_name&id=eq.${reader?.grave.id}`, {
          token: reader?.user.accessToken,
        }).catch(() => undefined);
        const rows = response?.ok ? ((await response.json()) as { id: string }[]) : [];
        reads.push({
          status: response?.status ?? 0,
          matches: rows.length === 1 && rows[0]?.id === reader?.grave.id,
        });
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));

    expect(reads).toHaveLength(240);
    expect(reads.filter((read) => read.status !== 200 || !read.matches)).toEqual([]);
    // Each refusal is PostgREST's own status (0 above), never a gateway error.
    expect(refusals.filter((status) => status !== 0)).toEqual([]);
  });
});

describe('requests the gateway refuses before PostgREST', () => {
  it('answers 400 to a control character in the path (%00), with a message', async () => {
    for (const path of ['/rest/v1/graves%00', '/rest/v1/graves%0a', '/rest/v1/%00']) {
      const response = await raw(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_path', message: expect.any(String) });
    }
  });

  it('answers 414 to a 15 KB query string, and still answers a long filter of 200 ids', async () => {
    const tooLong = await raw(`/rest/v1/graves?select=id&full_name=eq.${'a'.repeat(15_000)}`);
    expect(tooLong.status).toBe(414);
    expect(await tooLong.json()).toMatchObject({ code: 'uri_too_long' });

    const ids = Array.from(
      { length: 200 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const long = await raw(`/rest/v1/graves?select=id&id=in.(${ids.join(',')})`);
    expect(long.status).toBe(200);
    expect(await long.json()).toEqual([]);
  });

  it("answers 400, not PostgREST's plain-text 500, to a URL that does not decode to UTF-8", async () => {
    for (const path of [
      '/rest/v1/graves?a=%ff',
      '/rest/v1/graves?select=id&full_name=eq.%c3%28',
      // A lone surrogate, as WTF-8.
      '/rest/v1/graves?%ED%A0%80=eq.1',
    ]) {
      const response = await raw(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_encoding' });
    }
  });

  it('answers 400 to a form or CSV body that is not UTF-8, and passes a valid one on', async () => {
    const user = await signUp('form-poster');
    const post = (type: string, body: BodyInit) =>
      raw('/rest/v1/reminders?select=title', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'content-type': type },
        body,
      });
    const badForm = await post('application/x-www-form-urlencoded', 'title=%ff%28');
    expect(badForm.status).toBe(400);
    expect(await badForm.json()).toMatchObject({ code: 'invalid_encoding' });
    const badCsv = await post('text/csv', new Uint8Array([...Buffer.from('title\n'), 0xff, 0x28]));
    expect(badCsv.status).toBe(400);
    expect(await badCsv.json()).toMatchObject({ code: 'invalid_encoding' });
    // A valid form reaches PostgREST and is stored as sent.
    const goodForm = await raw('/rest/v1/graves?select=full_name', {
      method: 'POST',
      token: user.accessToken,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        prefer: 'return=representation',
      },
      body: `user_id=${user.id}&full_name=Zo%C3%AB+Form`,
    });
    expect(await goodForm.json()).toEqual([{ full_name: 'Zoë Form' }]);
    expect(goodForm.status).toBe(201);
  });

  it('still passes a filter value with control characters and non-ASCII text on to PostgREST', async () => {
    const response = await raw(`/rest/v1/graves?select=id&full_name=eq.${encodeURIComponent('Zoë\nLine')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
