import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../../src/config.ts';
import { createMemorial, reminderRow, setPlan } from '../fixtures.ts';
import { backend, client, serviceClient, signUp } from '../helpers.ts';

describe('functions', () => {
  it('delete-account removes the user, their data and their files; it needs a signed-in caller', async () => {
    const user = await signUp('leaving');
    const grave = await createMemorial(user, { is_public: true });
    await user.client.from('reminders').insert(reminderRow(grave.id, user.id));
    const path = `${user.id}/photo.png`;
    const { graveScene } = await import('../../src/db/png.ts');
    const image = new Blob([graveScene(8)]);
    await user.client.storage.from('grave-images').upload(path, image);
    await user.client.storage.from('grave-images').upload(`${user.id}/album/second.png`, image);
    await user.client.storage.from('person-images').upload(`${user.id}/portrait.png`, image);
    const anonymous = await client().functions.invoke('delete-account', { method: 'POST' });
    expect(anonymous.error).not.toBeNull();
    const { data, error } = await user.client.functions.invoke('delete-account', {
      method: 'POST',
      body: { password: user.password },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true, deletedFiles: 3 });
    const service = serviceClient();
    expect((await service.auth.admin.getUserById(user.id)).error?.status).toBe(404);
    expect((await service.from('graves').select('id').eq('id', grave.id)).data).toEqual([]);
    expect((await service.from('reminders').select('id').eq('user_id', user.id)).data).toEqual([]);
    expect((await fetch(`${backend().url}/storage/v1/object/public/grave-images/${path}`)).status).toBe(404);
  });

  it('the deployable entry imports only its shared files, which use web standards only (Deno)', () => {
    const dir = join(PACKAGE_DIR, 'supabase/functions');
    for (const file of [
      'delete-account/index.ts',
      '_shared/delete-account.ts',
      '_shared/supabase-admin.ts',
    ]) {
      const source = readFileSync(join(dir, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const specifier of imports) expect(specifier).toMatch(/^\.\.?\/[\w/-]+\.ts$/);
    }
  });

  it('an unknown function is a 404', async () => {
    const { error } = await client().functions.invoke('no-such-function');
    expect(error?.name).toBe('FunctionsHttpError');
  });
});

describe('gateway', () => {
  it('answers CORS preflights for the app origins and not for others', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend().url}/rest/v1/graves`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,apikey,content-type,prefer,x-client-info',
        },
      });
    const app = await preflight('http://localhost:3002');
    expect(app.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(app.headers.get('access-control-allow-headers')).toContain('prefer');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets a browser send supabase-js's retry of a read (X-Retry-Count) after its preflight", async () => {
    // postgrest-js sends a GET again after a failure (1 s, 2 s, 4 s), with X-Retry-Count. A preflight that refused
    // the header failed every retry in the browser, so one lost read kept a query pending for 8 s or more.
    const requested = ['accept-profile', 'apikey', 'authorization', 'x-client-info', 'x-retry-count'];
    const preflight = await fetch(`${backend().url}/rest/v1/profiles?select=time_zone&id=eq.x`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': requested.join(','),
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(requested.filter((header) => !allowed.includes(header))).toEqual([]);
  });

  it('exposes Content-Range to browsers', async () => {
    const response = await fetch(`${backend().url}/rest/v1/graves?select=id`, {
      headers: { origin: 'http://localhost:3000', apikey: backend().anonKey, prefer: 'count=exact' },
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('serves the seeded-style public memorial to visitors by slug', async () => {
    const owner = await signUp('slugger');
    await setPlan(owner.id, 'price_personal_monthly'); // custom addresses are a Personal and Family feature
    const slug = `s-${owner.id.slice(0, 8)}`;
    await createMemorial(owner, { is_public: true, slug });
    const { data } = await client()
      .from('graves')
      .select('full_name')
      .eq('slug', slug)
      .eq('is_public', true)
      .single();
    expect(data?.full_name).toBe('Arthur Pendleton');
    const bad = await owner.client
      .from('graves')
      .insert({ full_name: 'x', user_id: owner.id, slug: 'Not A Slug' });
    // The custom-address rules (issue 15) refuse it before the column's check constraint would.
    expect(bad.error?.code).toBe('22023');
  });
});
