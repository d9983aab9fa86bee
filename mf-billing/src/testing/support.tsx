import { renderRemoteAt } from '@evergreen/dev-host/testing';
import { PLANS, type PlanId } from '@evergreen/domain/plans';
import type { CurrentSubscription, MyPlan } from '@evergreen/domain/subscription';
import { initSupabase, type SessionState, useSessionStore } from '@evergreen/supabase-client';
import routes from '../routes';

/** Test helpers of this remote: a configured client (never called: the api/ layer is mocked), a user, plans. */

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
export const MY_EMAIL = 'me@example.com';

export function signInAs(id: string | null): void {
  useSessionStore.setState({
    user: id
      ? ({ id, email: MY_EMAIL, user_metadata: {} } as unknown as NonNullable<SessionState['user']>)
      : null,
    loading: false,
    displayName: id ? 'Old Name' : '',
  });
}

const NO_SUBSCRIPTION: CurrentSubscription = { status: null, cardBrand: null, cardLast4: null };

/** What `my_plan()` answers for a user on this plan with this usage. */
export function myPlan(
  id: PlanId,
  usage: { graves?: number; collaborators?: number } = {},
  subscription: CurrentSubscription = NO_SUBSCRIPTION,
): MyPlan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(id);
  return {
    plan,
    gravesCount: usage.graves ?? 0,
    collaboratorsCount: usage.collaborators ?? 0,
    subscription,
  };
}

/** Renders this remote's routes where the shell mounts them. */
export function renderAt(path: string) {
  return renderRemoteAt('mf_billing', routes, path);
}
