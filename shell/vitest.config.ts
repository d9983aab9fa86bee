import { defineAppTestConfig } from '@evergreen/build-config';

export default defineAppTestConfig('shell', import.meta.dirname);
