import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * A federation runtime plugin (registered through `runtimePlugins` in the shell's build): a manifest or remote
 * entry that fails to download is asked for again twice before the error panel shows, so one dropped request
 * on a flaky network does not cost the reader a page.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 500 },
  }) as ModuleFederationRuntimePlugin;
}
