import { defineRemoteConfig } from '@evergreen/build-config';

export default defineRemoteConfig({ name: 'mf_billing', appDir: import.meta.dirname });
