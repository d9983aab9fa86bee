import { getAppConfig } from '@evergreen/supabase-client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { WidgetModules } from './contracts';

const registered = new Set<keyof WidgetModules>();

/**
 * One widget of another remote, fetched at run time from the manifest URL in app-config.json (a remote's own
 * federation instance knows no remotes at build time, as the shell knows none). Throws when that remote is down.
 */
export async function loadWidget<
  Remote extends keyof WidgetModules,
  Name extends keyof WidgetModules[Remote],
>(remote: Remote, name: Name & string): Promise<WidgetModules[Remote][Name]> {
  if (!registered.has(remote)) {
    registerRemotes([{ name: remote, entry: getAppConfig().remotes[remote] }]);
    registered.add(remote);
  }
  const module = await loadRemote<WidgetModules[Remote][Name]>(`${remote}/${name}`);
  if (!(module as { default?: unknown } | null)?.default)
    throw new Error(`${remote}/${name} could not be loaded`);
  return module as WidgetModules[Remote][Name];
}
