import { useEffect } from 'react';
// Through this module's own namespace, so a test's vi.mock(thisModule, { spy: true }) can stand in for the call.
import * as api from '../api/record-visit';

/** Memorials this page load has counted already: going back and forth in the app asks once. */
const recorded = new Set<string>();

/** Runs `task` once the browser is idle after painting, never in the way of the page's own work. */
function afterPaint(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * Counts a visit of the memorial the public page shows, after first paint: only a public one, and not when its
 * owner opens it (the function also leaves out the owner and collaborators it recognises).
 */
export function useRecordVisit(
  memorial: { id: string; is_public: boolean; user_id: string } | null | undefined,
  userId: string | null,
) {
  const id = memorial?.is_public && memorial.user_id !== userId ? memorial.id : null;
  useEffect(() => {
    if (!id || recorded.has(id)) return;
    return afterPaint(() => {
      if (recorded.has(id)) return;
      recorded.add(id);
      void api.recordVisit(id);
    });
  }, [id]);
}

/** Tests start each case with a fresh page load. */
export function forgetRecordedVisits() {
  recorded.clear();
}
