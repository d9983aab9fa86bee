import type { ReminderWidgetModules } from '@evergreen/domain/contracts';
import { getAppConfig } from '@evergreen/supabase-client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let registered = false;

/**
 * One widget of the reminders remote, fetched at run time from the manifest URL in app-config.json (this
 * remote's own federation instance knows no remotes at build time, as the shell knows none). Throws when the
 * remote is down; the slot shows that in place of the widget.
 */
export async function loadReminderWidget<Name extends keyof ReminderWidgetModules>(
  name: Name,
): Promise<ReminderWidgetModules[Name]> {
  if (!registered) {
    registerRemotes([{ name: 'mf_reminders', entry: getAppConfig().remotes.mf_reminders }]);
    registered = true;
  }
  const module = await loadRemote<ReminderWidgetModules[Name]>(`mf_reminders/${name}`);
  if (!module?.default) throw new Error(`mf_reminders/${name} could not be loaded`);
  return module;
}
