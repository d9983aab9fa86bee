import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from './yield-to-main';

type EnsureChunk = (chunkId: string | number) => Promise<unknown>;

/** The bundler's runtime, as every module of an app sees it: `.e` loads a chunk (its scripts and stylesheets). */
declare const __webpack_require__: { e: EnsureChunk };

const YIELDING = Symbol.for('evergreen.yieldingChunkLoading');

/** Chunk loading that starts each chunk's download in a task of its own. */
export function yieldingChunkLoading(ensureChunk: EnsureChunk): EnsureChunk {
  if (YIELDING in ensureChunk) return ensureChunk;
  return Object.assign((chunkId: string | number) => yieldToMain().then(() => ensureChunk(chunkId)), {
    [YIELDING]: true,
  });
}

/**
 * A federation runtime plugin of every app (federation.ts), for what it does to the app's own chunk loading when
 * its runtime starts: a module that needs many chunks (a remote's routes: 18) asked for all of them in one task,
 * and adding each one's script and stylesheet tags costs 1-3 ms at 4x CPU (Chromium's resource request), so that
 * task was the longest of `/graves/demo` (issue 14, Total Blocking Time). Each chunk now starts in a task of its
 * own; they still download in parallel.
 */
export default function yieldBetweenChunksPlugin(): ModuleFederationRuntimePlugin {
  __webpack_require__.e = yieldingChunkLoading(__webpack_require__.e);
  return { name: 'evergreen:yield-between-chunks' };
}
