import { defineAppTestConfig } from '@evergreen/build-config';

// Component tests (remote-mount.test.tsx) need jsdom and Mantine's polyfills: the apps' setup.
export default defineAppTestConfig('runtime');
