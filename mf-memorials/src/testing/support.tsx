import type { TestDatabase } from '@evergreen/dev-host/test-backend';
import { initTestSupabase, renderRemoteAt } from '@evergreen/dev-host/testing';
import { newestFirst } from '@evergreen/domain/memorials';
import { PLANS, type Plan } from '@evergreen/domain/plans';
import type { MyPlan } from '@evergreen/domain/subscription';
import type { Memorial } from '../features/memorials/api/get-memorials';
import routes from '../routes';

/** Test helpers of this remote: a configured client (the test backend answers it), a user, rows. */

initTestSupabase();

export const ME = 'me-0000';

export { signInAs } from '@evergreen/dev-host/testing';

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

export function memorialRow(overrides: Partial<Memorial> = {}): Memorial {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    user_id: ME,
    created_by: ME,
    slug: null,
    full_name: 'Eleanor Grace Whitfield',
    birth_date: '1931-04-12',
    death_date: '2019-11-03',
    cemetery_name: 'Evergreen Cemetery',
    cemetery_id: null,
    other_names: null,
    plot_number: '14B',
    section: 'Maple Grove',
    description: 'Teacher and gardener.',
    epitaph: 'Forever in our hearts',
    memories: 'Sunday lunches.',
    is_public: true,
    hide_from_search: false,
    memory_approval: 'at_once',
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

/**
 * Serves the dashboard's tables from these rows as the database holds them: the user's own in `graves`, the
 * others shared with the user through their `grave_managers` rows (each with its memorial embedded, newest first,
 * as the database orders them).
 */
export function serveMemorials(backend: TestDatabase, memorials: Memorial[], userId = ME) {
  const rows = memorials.map((row) => ({ is_read_only: false, read_only_reason: null, ...row }));
  backend.seed('graves', rows);
  backend.seed(
    'grave_managers',
    newestFirst(rows)
      .filter((row) => row.user_id !== userId)
      .map((row) => ({ grave_id: row.id, user_id: userId, role: 'viewer', graves: row })),
  );
}
