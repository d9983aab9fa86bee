export { loadAppConfig, parseAppConfig } from './app-config';
export { getAppConfig, getSupabase, initSupabase } from './client';
export type * from './database';
export { ensureProfile, signOut } from './profile';
export { type SessionState, syncSessionStore, useSessionStore } from './session-store';
