// The Deno entry of memorial-visit (what `supabase functions deploy memorial-visit` ships), run on a real Deno
// against this run's server: memorial-visits.test.ts covers the rules through the Node wrapper; this proves the
// deployed entry type-checks on Deno, answers CORS, and counts by the header CLIENT_IP_HEADER names.
import { describe, expect, it } from 'vitest';
import { createMemorial, setPlan } from '../fixtures.ts';
import { backend, serviceClient, signUp } from '../helpers.ts';
import { functionEntry, RELATIVE_IMPORTS, useDenoEntry } from '../platform/deno-entry.ts';

const deno = useDenoEntry(() => {
  const { url, serviceRoleKey } = backend();
  return {
    entry: functionEntry('memorial-visit'),
    imports: RELATIVE_IMPORTS,
    allowNet: [new URL(url).hostname],
    allowEnv: ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'CLIENT_IP_HEADER'],
    env: {
      SUPABASE_URL: url,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      // As behind Cloudflare: a header the proxy overwrites, not the client's X-Forwarded-For.
      CLIENT_IP_HEADER: 'cf-connecting-ip',
    },
    readyPath: '/memorial-visit',
    readyInit: { method: 'OPTIONS' },
  };
});

describe('memorial-visit on Deno', () => {
  it('counts each address and browser once, by the header CLIENT_IP_HEADER names', async () => {
    const owner = await signUp('deno-visits');
    await setPlan(owner.id, 'price_family_monthly');
    const grave = await createMemorial(owner, { is_public: true });
    const visit = (address: string, forwarded = '198.51.100.1') =>
      fetch(`${deno.origin}/memorial-visit`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 Deno test',
          'cf-connecting-ip': address,
          // A client-chosen X-Forwarded-For is not what counts here.
          'x-forwarded-for': forwarded,
        },
        body: JSON.stringify({ memorial: grave.id }),
      });

    const preflight = await fetch(`${deno.origin}/memorial-visit`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await visit('192.0.2.10')).status).toBe(204);
    expect((await visit('192.0.2.10', '198.51.100.2')).status).toBe(204);
    expect((await visit('192.0.2.11')).status).toBe(204);
    const bad = await fetch(`${deno.origin}/memorial-visit`, { method: 'POST', body: '{}' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');

    const { data } = await serviceClient()
      .from('memorial_daily_visits')
      .select('visits')
      .eq('grave_id', grave.id);
    expect(data).toEqual([{ visits: 2 }]);
  });
});
