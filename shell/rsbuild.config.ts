import { defineHostConfig } from '@evergreen/build-config';

export default defineHostConfig({ appDir: import.meta.dirname });
