import { defineAppTestConfig } from '@evergreen/build-config';

export default defineAppTestConfig('mf-billing', import.meta.dirname);
