import { defineAppTestConfig } from '@evergreen/build-config';

export default defineAppTestConfig('mf-memorials', import.meta.dirname);
