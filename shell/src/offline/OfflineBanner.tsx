import { Trans } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection (always, while the page is drawn on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Says the connection dropped, and goes when it returns (issue 30). Mantine's Box only: `/` loads nothing more. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    // Orange shade 9 under white text reads above 4.5:1 (the theme's darker last shade).
    <Box role="status" bg="orange.9" c="white" ta="center" fz="sm" py={6} px="md">
      <Trans>You are offline. Pages you opened before still open, and new memories wait on this phone.</Trans>
    </Box>
  );
}
