import { displayNameOf } from '@evergreen/domain/auth';
import type { AppConfig } from '@evergreen/domain/contracts';
import type { Database } from '@evergreen/domain/database';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { configureSupabase, onSupabaseReady, sessionStorageKeyOf, whenSupabaseReady } from './client';
import { ensureProfile, loadProfileIdentity } from './profile';

export interface SessionState {
  user: User | null;
  session: Session | null;
  /** True until the first session check resolves. */
  loading: boolean;
  /** Profile full_name, then e-mail; the session's metadata when the profile cannot be read. */
  displayName: string;
  /** The last auth event, e.g. PASSWORD_RECOVERY when the user arrived from a reset e-mail. */
  lastEvent: AuthChangeEvent | null;
  /**
   * Signed in with the password, but two-step sign-in is on and no code was entered yet (the session is aal1
   * while a factor is verified): the app waits for the code (shell's sign-in page).
   */
  codeNeeded?: boolean;
}

/** Lives in this shared singleton package so host and remotes read one store, never a copy of their own. */
export const useSessionStore = create<SessionState>(() => ({
  user: null,
  session: null,
  loading: true,
  displayName: '',
  lastEvent: null,
  codeNeeded: false,
}));

function fallbackName(user: User): string {
  return displayNameOf({
    profile: null,
    metadataName: user.user_metadata.full_name,
    email: user.email ?? null,
  });
}

async function refreshDisplayName(supabase: SupabaseClient<Database>, user: User): Promise<void> {
  try {
    const profile = await loadProfileIdentity(supabase, user.id);
    const displayName = displayNameOf({ profile, email: user.email ?? null });
    if (useSessionStore.getState().user?.id === user.id) useSessionStore.setState({ displayName });
  } catch (error) {
    // Spec: a failed profile load only falls back to the session's metadata, and is logged.
    console.error('Could not load the profile', error);
  }
}

/** The `aal` claim of an access token (supabase-js reads it the same way for getAuthenticatorAssuranceLevel). */
function levelOf(accessToken: string): unknown {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown }).aal;
  } catch {
    return undefined;
  }
}

/** True when the session has a verified factor but no code entered yet (aal1 where aal2 is reachable). */
export function codeNeededFor(session: Session | null): boolean {
  if (!session) return false;
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return verified && levelOf(session.access_token) !== 'aal2';
}

/** Keeps the store in step with every auth event (also across tabs); returns the unsubscribe function. */
export function syncSessionStore(supabase: SupabaseClient<Database>): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    const user = session?.user ?? null;
    const previous = useSessionStore.getState().user;
    useSessionStore.setState({
      user,
      session,
      loading: false,
      lastEvent: event,
      codeNeeded: codeNeededFor(session),
      displayName: user
        ? previous?.id === user.id
          ? useSessionStore.getState().displayName
          : fallbackName(user)
        : '',
    });
    if (!user) return;
    // Supabase runs this callback while holding its auth lock: queries must wait until it is released.
    setTimeout(() => {
      if (event === 'SIGNED_IN') void ensureProfile(supabase, user);
      if (event === 'SIGNED_IN' || event === 'INITIAL_SESSION' || event === 'USER_UPDATED') {
        void refreshDisplayName(supabase, user);
      }
    }, 0);
  });
  return () => data.subscription.unsubscribe();
}

/** Tokens supabase-js reads from the address: a password-reset or sign-in link (implicit flow or PKCE code). */
const AUTH_IN_URL = /[#&?](access_token|refresh_token|code|error_description)=/;

interface StartOptions {
  /** Where supabase-js keeps the session (the browser's localStorage). */
  storage?: Pick<Storage, 'getItem'> | undefined;
  /** The page's address, which may carry tokens from an e-mail link. */
  href?: string;
  /** Where another tab's `storage` events arrive (the window). */
  events?: Pick<EventTarget, 'addEventListener'> | undefined;
}

/**
 * Starts the page's session without making a visitor pay for supabase-js: when no session is stored and the
 * address carries no tokens, nobody is signed in, so the store says so at once and the client is created only
 * when something needs data (`whenSupabaseReady()`) or another tab signs in. Otherwise the client starts loading
 * now and the store follows its auth events, as it always did.
 */
export function startSession(
  appConfig: AppConfig,
  {
    storage = globalThis.localStorage,
    href = globalThis.location?.href ?? '',
    events = 'addEventListener' in globalThis ? globalThis : undefined,
  }: StartOptions = {},
): void {
  configureSupabase(appConfig);
  onSupabaseReady((supabase) => {
    syncSessionStore(supabase);
  });
  const key = sessionStorageKeyOf(appConfig.supabaseUrl);
  if (storage?.getItem(key) || AUTH_IN_URL.test(href)) {
    void whenSupabaseReady();
    return;
  }
  if (useSessionStore.getState().loading) useSessionStore.setState({ loading: false });
  // A sign-in in another tab writes the session: load the client so this tab follows it too.
  events?.addEventListener('storage', (event) => {
    const { key: changed, newValue } = event as StorageEvent;
    if (changed === key && newValue) void whenSupabaseReady();
  });
}
