import type { TestRunnerConfig } from '@storybook/test-runner';

type Page = Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0];

const offline = new WeakSet<Page>();

/**
 * Hooks of `test-storybook`. A story fails when it throws, logs an error (--failOnConsole) or has an axe
 * violation: `parameters.a11y.test` is 'error' in preview.tsx, and the runner fails a story on the a11y addon's report.
 */
const config: TestRunnerConfig = {
  // Stories never reach past the served Storybook: map tiles and the like answer at once as failed loads, so a
  // run is the same with or without a network.
  async preVisit(page) {
    if (offline.has(page)) return;
    offline.add(page);
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    );
  },
};

export default config;
