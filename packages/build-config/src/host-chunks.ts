import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * What the shell runs on every page before its first render, whatever the page: React, the i18n runtime, the session
 * store, Mantine's shared state and core (MantineProvider, Box, the styles API every component draws with), and the
 * modules of our shared packages that the frame (header, language menu, theme, loading state) and the start (the
 * locale, the catalogs' loaders, the paths) use. Each shared module is a chunk of its own by default, and the Mantine
 * cache group splits the core into several, so `/` fetched 39 files of the shell, most of a few hundred bytes with
 * their own wrapper and loading code; a module two of them import by relative path (domain's paths.ts) was in both.
 * One chunk holds each of them once: 18 files, JavaScript on `/` 202.3 -> 195.4 KiB gz (issue 28's budget).
 * Modules only a later page uses (the sign-in forms, the dashboard's layout) are not in it.
 */
const START_MODULES = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|clsx)[\\/]/,
  /[\\/]node_modules[\\/]@lingui[\\/](core|react)[\\/]/,
  /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/,
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
  /[\\/]packages[\\/]domain[\\/]src[\\/](locale|paths|contracts|auth)\.ts$/,
  /[\\/]packages[\\/]design-system[\\/]src[\\/](messages|LanguageMenu|theme|LoadingState|prerendered)[\\/][^\\/]+\.tsx?$/,
  /[\\/]packages[\\/]supabase-client[\\/]src[\\/](index|app-config|client|locale|profile|session-check|session-store)\.ts$/,
];

/** One pattern of them all, as the cache group tests a module's path. */
export const START_MODULE = new RegExp(START_MODULES.map((pattern) => pattern.source).join('|'));

/** The shell's start modules in one chunk (see START_MODULES). */
export function pluginHostStartChunk(): RsbuildPlugin {
  return {
    name: 'evergreen:host-start-chunk',
    setup(api) {
      api.modifyRspackConfig((config) => {
        const splitChunks = config.optimization?.splitChunks;
        if (!splitChunks) return;
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          start: {
            test: START_MODULE,
            name: 'start',
            // Never the entry's own chunk: it runs before the federation runtime has negotiated the shared modules.
            chunks: 'async',
            minSize: 0,
            priority: 10,
            enforce: true,
          },
        };
      });
    },
  };
}
