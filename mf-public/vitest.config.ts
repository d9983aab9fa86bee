import { defineAppTestConfig } from '@evergreen/build-config';

export default defineAppTestConfig('mf-public', import.meta.dirname);
