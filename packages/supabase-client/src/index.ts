export type * from '@evergreen/domain/database';
export { loadAppConfig, parseAppConfig } from './app-config';
export {
  configureSupabase,
  getAppConfig,
  getSupabase,
  initSupabase,
  onSupabaseReady,
  sessionStorageKeyOf,
  whenSupabaseReady,
} from './client';
export { loadProfileLocale, saveProfileLocale } from './locale';
export { ensureProfile, loadProfileIdentity, signOut } from './profile';
export { checkSessionAlive } from './session-check';
export {
  codeNeededFor,
  type SessionState,
  startSession,
  syncSessionStore,
  useSessionStore,
} from './session-store';
