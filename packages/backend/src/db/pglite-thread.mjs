// The entry of the PGlite worker thread. Workers do not inherit tsx's loader on Node 20: register it, then run
// the TypeScript body.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
