import type { BillingWidgetModules } from '@evergreen/domain/contracts';
import { getAppConfig } from '@evergreen/supabase-client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let registered = false;

/**
 * One widget of the billing remote, fetched at run time from the manifest URL in app-config.json (this remote's
 * own federation instance knows no remotes at build time). Throws when the remote is down; the slot then shows
 * the caller's stand-in.
 */
export async function loadBillingWidget<Name extends keyof BillingWidgetModules>(
  name: Name,
): Promise<BillingWidgetModules[Name]> {
  if (!registered) {
    registerRemotes([{ name: 'mf_billing', entry: getAppConfig().remotes.mf_billing }]);
    registered = true;
  }
  const module = await loadRemote<BillingWidgetModules[Name]>(`mf_billing/${name}`);
  if (!module?.default) throw new Error(`mf_billing/${name} could not be loaded`);
  return module;
}
