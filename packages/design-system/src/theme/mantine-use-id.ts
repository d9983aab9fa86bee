import { useId as useReactId } from 'react';

/**
 * Stands in for `@mantine/hooks`' useId in every production and dev build (build-config's pluginMantine swaps the
 * module). Mantine's returns React's id for the first render, then sets a random one in a layout effect: every
 * Accordion item, input, alert and popover rendered itself twice on mounting, the second time synchronously inside
 * React's commit. On /help that re-render was 24-57 ms of a 50-100 ms commit task at 4x CPU (a phone's Total
 * Blocking Time). React's id is already unique in the document: one react-dom for host and remotes, whose client
 * ids (`_r_…_`) cannot meet the prerendered page's (`_R_…_`). Same signature and prefix as Mantine's.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
