import { defineAppTestConfig } from '@evergreen/build-config';

export default defineAppTestConfig('mf-reminders', import.meta.dirname);
