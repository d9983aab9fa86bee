import { theme } from '@evergreen/design-system/theme';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { MessagesProvider } from './messages';

/**
 * The providers of a whole page, the same in the shell and in a remote's standalone host: one MantineProvider and
 * the page's messages (the locale the shell activated, and its direction).
 * The page's QueryClient is given to the remotes' pages where they are mounted (PageData in remote-mount), and a
 * remote's exposed routes hold no providers of their own.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <MessagesProvider>{children}</MessagesProvider>
    </MantineProvider>
  );
}
