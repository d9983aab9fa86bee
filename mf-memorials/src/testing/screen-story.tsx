import {
  type ScreenOptions as AnyScreenOptions,
  type StoryAnswers,
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

/**
 * What every memorial screen also reads (issue 29), answered quietly unless a story says otherwise: no candles,
 * flowers or requests from family yet, and a form token for the posting forms.
 */
const QUIET_COMMUNITY: StoryAnswers = {
  'GET /rest/v1/tributes': { body: [] },
  'POST /rest/v1/rpc/tribute_counts': { body: { candles: 0, flowers: 0 } },
  'POST /rest/v1/rpc/form_token': { body: 'story-form-token' },
  'GET /rest/v1/memorial_claims': { body: [] },
};

/** The decorator of a screen story: the signed-in user, the seeded cache and the router at `path`. */
export function withScreen({ mount, route, ...options }: ScreenOptions): Decorator {
  return withAnyScreen({
    ...options,
    answers: { ...QUIET_COMMUNITY, ...options.answers },
    pattern: screenRoute('mf_memorials', mount, route),
  });
}
