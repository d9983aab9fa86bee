import { fileURLToPath } from 'node:url';
import { defineHostConfig } from '@evergreen/build-config';
import { mergeRsbuildConfig } from '@rsbuild/core';

export default mergeRsbuildConfig(
  defineHostConfig({
    appDir: import.meta.dirname,
    runtimePlugins: [fileURLToPath(new URL('./src/remotes/retry-plugin.ts', import.meta.url))],
  }),
  {
    // The installable app (issue 30): public/manifest.webmanifest and its icons; the theme's pine green (shade 8).
    html: {
      tags: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#2e7d53' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' } },
      ],
    },
  },
);
