import { defineRemoteConfig } from '@evergreen/build-config';

export default defineRemoteConfig({ name: 'mf_reminders', appDir: import.meta.dirname });
