import { defineAppTestConfig } from '@evergreen/build-config';

// The same setup as the apps' component tests: jsdom with Mantine's polyfills, stable class names.
export default defineAppTestConfig('design-system', import.meta.dirname);
