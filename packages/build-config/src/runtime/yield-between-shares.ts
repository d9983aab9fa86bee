import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from './yield-to-main';

/**
 * A federation runtime plugin of every app (federation.ts): each shared module is resolved in a task of its own.
 * An app's first import asks for all of its shared modules at once, and resolving them (version matching, each
 * chunk's script tag) ran as one task, the longest of the shell's start: ~100 ms on this machine, four times that
 * on Lighthouse's simulated phone (issue 14, Total Blocking Time). In slices, the page answers input meanwhile.
 */
export default function yieldBetweenSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'evergreen:yield-between-shares',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}
