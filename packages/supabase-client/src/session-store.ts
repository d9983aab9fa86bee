import type { SupabaseClient, User } from '@supabase/supabase-js';
import { create } from 'zustand';

export interface SessionState {
  user: User | null;
  /** True until the first session check resolves. */
  loading: boolean;
}

/** Lives in this shared singleton package so host and remotes read one store, never a copy of their own. */
export const useSessionStore = create<SessionState>(() => ({ user: null, loading: true }));

/** Keeps the store in step with every auth event; returns the unsubscribe function. */
export function syncSessionStore(supabase: SupabaseClient): () => void {
  const { data } = supabase.auth.onAuthStateChange((_event, session) => {
    useSessionStore.setState({ user: session?.user ?? null, loading: false });
  });
  return () => data.subscription.unsubscribe();
}
