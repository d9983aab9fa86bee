import { defineRemoteConfig } from '@evergreen/build-config';

export default defineRemoteConfig({ name: 'mf_public', appDir: import.meta.dirname });
