import { useSessionStore } from '@evergreen/supabase-client';
import { useEffect } from 'react';
import { forgetPrivateData } from './private-caches';

/**
 * A session that ends without this page's Sign out (ended on another device, or in another tab) also takes the
 * private answers with it (issue 30).
 */
export function useForgetPrivateDataOnSignOut(): void {
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.user && !state.user) void forgetPrivateData();
      }),
    [],
  );
}
