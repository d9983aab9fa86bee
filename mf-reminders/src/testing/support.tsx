import { renderRemoteAt } from '@evergreen/dev-host/testing';
import { initSupabase, type SessionState, useSessionStore } from '@evergreen/supabase-client';
import type { ReminderWithGrave } from '../features/reminders/api/get-reminders';
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
export const GRAVE = '11111111-1111-4111-8111-111111111111';
/** The tests' today: every timing below is relative to it. */
export const TODAY = '2026-11-21';

export function signInAs(id: string | null): void {
  useSessionStore.setState({
    user: id
      ? ({ id, email: `${id}@example.com`, user_metadata: {} } as unknown as NonNullable<
          SessionState['user']
        >)
      : null,
    loading: false,
  });
}

let sequence = 0;

export function reminderRow(overrides: Partial<ReminderWithGrave> = {}): ReminderWithGrave {
  sequence += 1;
  return {
    id: `reminder-${sequence}`,
    grave_id: GRAVE,
    user_id: ME,
    reminder_date: TODAY,
    next_reminder_date: TODAY,
    reminder_type: 'visit_reminder',
    frequency: 'once',
    custom_message: null,
    is_active: true,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    grave: {
      id: GRAVE,
      full_name: 'Eleanor Grace Whitfield',
      cemetery_name: 'Evergreen Cemetery',
      image_url: null,
    },
    ...overrides,
  };
}

/** Renders this remote's routes where the shell mounts them. */
export function renderAt(path: string) {
  return renderRemoteAt('mf_reminders', routes, path);
}
