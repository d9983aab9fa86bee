import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The rest of the current task runs later, in a task of its own, so input and paint can come in between. */
function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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
