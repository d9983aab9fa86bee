import type { RemoteName } from '@evergreen/domain/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Registers every remote under its manifest URL from app-config.json: no remote URL is baked into this build. */
export function registerRemotesFromConfig(remotes: Record<RemoteName, string>): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}
