import {
  type ScreenOptions as AnyScreenOptions,
  screenRoute,
  withScreen as withAnyScreen,
} from '@evergreen/dev-host/stories';
import type { RouteMount } from '@evergreen/domain/contracts';
import type { Decorator } from 'storybook-react-rsbuild';

/**
 * Stories of this remote's screens, fed from a seeded query cache (see `@evergreen/dev-host/stories`): no
 * backend, no network.
 */

export interface ScreenOptions extends Omit<AnyScreenOptions, 'pattern'> {
  /** Where the shell mounts the screen's routes (`dashboard` or `public`). */
  mount: RouteMount;
  /** The screen's route under that mount, as routes.tsx declares it (`MEMORIAL_ROUTES.details`; '' for the index). */
  route: string;
}

/** The decorator of a screen story: the signed-in user, the seeded cache and the router at `path`. */
export function withScreen({ mount, route, ...options }: ScreenOptions): Decorator {
  return withAnyScreen({ ...options, pattern: screenRoute('mf_memorials', mount, route) });
}
