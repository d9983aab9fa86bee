// Jest config of `test-storybook` (found here through --config-dir): the runner's defaults on Debian's Chromium
// headless shell, as the journeys (shell/playwright.config.ts), never a downloaded browser (this machine reaches only
// the npm and Debian registries).
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

export default {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      // Mantine's theme respects reduced motion: dialogs open without a fade, so axe checks what a person sees
      // once it has settled, never a modal half faded in (which reads as low contrast).
      contextOptions: { reducedMotion: 'reduce' },
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
        // Without these Chromium keeps dialling Google's services, which this closed network refuses.
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
};
