import { describe, expect, it } from 'vitest';
import {
  CACHES,
  dataCacheFor,
  dataCacheKey,
  isDataRead,
  isPrivateCache,
  remotePrecacheUrls,
} from './cache-names';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('dataCacheFor', () => {
  it("keeps what a signed-in user read in that user's own cache, and the anonymous key's in the public one", () => {
    const ada = dataCacheFor(`Bearer ${token({ sub: 'ada-id', role: 'authenticated' })}`);
    expect(ada).toBe('evergreen-data-user-ada-id');
    expect(isPrivateCache(ada)).toBe(true);
    expect(dataCacheFor(`Bearer ${token({ role: 'anon' })}`)).toBe(CACHES.publicData);
    expect(dataCacheFor(null)).toBe(CACHES.publicData);
    expect(dataCacheFor('Bearer not-a-token')).toBe(CACHES.publicData);
    expect(isPrivateCache(CACHES.publicData)).toBe(false);
  });
});

describe('dataCacheKey', () => {
  it('tells one object from a list, and one RPC body from another', () => {
    const url = 'http://db.test/rest/v1/graves?id=eq.1';
    const list = dataCacheKey(url, new Headers({ accept: 'application/json' }));
    const one = dataCacheKey(url, new Headers({ accept: 'application/vnd.pgrst.object+json' }));
    expect(list).not.toBe(one);
    expect(new URL(list).searchParams.get('id')).toBe('eq.1');
    const rpc = 'http://db.test/rest/v1/rpc/resolve_memorial_slug';
    expect(dataCacheKey(rpc, new Headers(), '{"address":"a"}')).not.toBe(
      dataCacheKey(rpc, new Headers(), '{"address":"b"}'),
    );
  });
});

describe('isDataRead', () => {
  const at = (path: string) => new URL(`http://db.test${path}`);
  it('keeps reads, counts, read-only RPCs and the account; never a write', () => {
    expect(isDataRead('GET', at('/rest/v1/graves?id=eq.1'))).toBe(true);
    expect(isDataRead('HEAD', at('/rest/v1/reminders?select=id'))).toBe(true);
    expect(isDataRead('POST', at('/rest/v1/rpc/my_plan'))).toBe(true);
    expect(isDataRead('GET', at('/auth/v1/user'))).toBe(true);
    expect(isDataRead('POST', at('/rest/v1/rpc/share_memorial'))).toBe(false);
    expect(isDataRead('POST', at('/rest/v1/visitor_memories'))).toBe(false);
    expect(isDataRead('PATCH', at('/rest/v1/graves?id=eq.1'))).toBe(false);
    expect(isDataRead('POST', at('/auth/v1/token'))).toBe(false);
    expect(isDataRead('GET', at('/storage/v1/object/public/a.png'))).toBe(false);
  });
});

describe('remotePrecacheUrls', () => {
  it("resolves a remote's entry and its exposes' first chunks against where its manifest is served", () => {
    const urls = remotePrecacheUrls('https://cdn.test/public/v2/mf-manifest.json', {
      metaData: { remoteEntry: { name: 'static/js/mf_public.1234abcd.js', path: '' } },
      exposes: [
        {
          assets: { js: { sync: ['static/js/a.1111aaaa.js'] }, css: { sync: ['static/css/a.2222bbbb.css'] } },
        },
        { assets: { js: { sync: ['static/js/a.1111aaaa.js'] } } },
      ],
    });
    expect(urls).toEqual([
      'https://cdn.test/public/v2/static/js/mf_public.1234abcd.js',
      'https://cdn.test/public/v2/static/js/a.1111aaaa.js',
      'https://cdn.test/public/v2/static/css/a.2222bbbb.css',
    ]);
  });
});
