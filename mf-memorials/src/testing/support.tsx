import { renderRemoteAt } from '@evergreen/dev-host/testing';
import { PLANS, type Plan } from '@evergreen/domain/plans';
import type { MyPlan } from '@evergreen/domain/subscription';
import { initSupabase, type Tables, useSessionStore } from '@evergreen/supabase-client';
import type { User } from '@supabase/supabase-js';
import routes from '../routes';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

// jsdom draws nothing: a canvas without a context is what a browser gives when it cannot draw either.
HTMLCanvasElement.prototype.getContext = () => null;

/** Test helpers of this remote: a configured client (never called: the api/ layer is mocked), a user, rows. */

initSupabase({
  supabaseUrl: 'http://backend.test',
  supabaseAnonKey: 'anon-key',
  remotes: {
    mf_public: 'http://public.test/mf-manifest.json',
    mf_memorials: 'http://memorials.test/mf-manifest.json',
    mf_reminders: 'http://reminders.test/mf-manifest.json',
    mf_billing: 'http://billing.test/mf-manifest.json',
  },
  mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
  geocoderUrl: 'http://geocoder.test/search',
});

export const ME = 'me-0000';

export function signInAs(id: string | null): void {
  useSessionStore.setState({
    user: id ? ({ id, email: `${id}@example.com`, user_metadata: {} } as unknown as User) : null,
    loading: false,
  });
}

export function planNamed(name: Plan['name']): Plan {
  const plan = PLANS.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(name);
  return plan;
}

/** What the plan API answers for a user with this many memorials and no collaborators. */
export function planUsage(gravesCount: number, plan: Plan = planNamed('Free')): MyPlan {
  return {
    plan,
    gravesCount,
    collaboratorsCount: 0,
    subscription: { status: null, cardBrand: null, cardLast4: null },
  };
}

export function memorialRow(overrides: Partial<Tables<'graves'>> = {}): Tables<'graves'> {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    user_id: ME,
    created_by: ME,
    slug: null,
    full_name: 'Eleanor Grace Whitfield',
    birth_date: '1931-04-12',
    death_date: '2019-11-03',
    cemetery_name: 'Evergreen Cemetery',
    plot_number: '14B',
    section: 'Maple Grove',
    description: 'Teacher and gardener.',
    epitaph: 'Forever in our hearts',
    memories: 'Sunday lunches.',
    is_public: true,
    image_url: null,
    person_image_url: null,
    latitude: null,
    longitude: null,
    created_at: '2024-03-05T10:00:00Z',
    updated_at: '2024-03-05T10:00:00Z',
    ...overrides,
  };
}

/** Renders this remote's routes where the shell mounts them. */
export function renderAt(path: string) {
  return renderRemoteAt('mf_memorials', routes, path);
}
