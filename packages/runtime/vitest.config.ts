import { defineAppTestConfig } from '@evergreen/build-config';

// Component tests (remote-mount.test.tsx) need jsdom and Mantine's polyfills: the apps' setup.
export default defineAppTestConfig('runtime', import.meta.dirname, {
  // The runtime kit's messages are in the UI kit's catalog.
  messagesDir: `${import.meta.dirname}/../design-system`,
});
