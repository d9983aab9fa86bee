import { initTestSupabase, renderRemoteAt } from '@evergreen/dev-host/testing';
import { memorialCounts, newestFirst } from '@evergreen/domain/memorials';
import { PLANS, type Plan } from '@evergreen/domain/plans';
import type { MyPlan } from '@evergreen/domain/subscription';
import { vi } from 'vitest';
import type { Memorial } from '../features/memorials/api/get-memorials';
import * as memorialsApi from '../features/memorials/api/get-memorials';
import routes from '../routes';

/** Test helpers of this remote: a configured client (never called: the api/ layer is mocked), a user, rows. */

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
    plot_number: '14B',
    section: 'Maple Grove',
    description: 'Teacher and gardener.',
    epitaph: 'Forever in our hearts',
    memories: 'Sunday lunches.',
    is_public: true,
    hide_from_search: false,
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
 * Makes the dashboard's fetchers (mocked with `vi.mock(get-memorials, { spy: true })`) answer from these rows as
 * the database would: each section newest first, a page at a time, filtered by name.
 */
export function serveMemorials(rows: Memorial[], userId = ME) {
  vi.mocked(memorialsApi.getMemorialsPage).mockImplementation(async (_user, section, search, page) => {
    const text = search.trim().toLowerCase();
    const matching = newestFirst(rows).filter(
      (row) => (section === 'own') === (row.user_id === userId) && row.full_name.toLowerCase().includes(text),
    );
    const from = page * memorialsApi.PAGE_SIZE;
    return {
      memorials: matching.slice(from, from + memorialsApi.PAGE_SIZE),
      hasMore: matching.length > from + memorialsApi.PAGE_SIZE,
    };
  });
  vi.mocked(memorialsApi.getMemorialCounts).mockResolvedValue(memorialCounts(rows, userId));
}
