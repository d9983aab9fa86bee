import { fileURLToPath } from 'node:url';
import { defineHostConfig } from '@evergreen/build-config';

export default defineHostConfig({
  appDir: import.meta.dirname,
  runtimePlugins: [fileURLToPath(new URL('./src/remotes/retry-plugin.ts', import.meta.url))],
});
