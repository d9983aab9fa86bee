import { defineRemoteConfig } from '@evergreen/build-config';

export default defineRemoteConfig({ name: 'mf_memorials', appDir: import.meta.dirname });
