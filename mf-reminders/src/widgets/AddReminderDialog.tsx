import type { ReminderWidgetModules } from '@evergreen/runtime/contracts';
import { AddReminderDialog } from '../features/reminders/components/AddReminderDialog';

// Exposed as `mf_reminders/AddReminderDialog`; typed by its contract, so a change of props fails both sides' check.
const widget: ReminderWidgetModules['AddReminderDialog']['default'] = AddReminderDialog;
export default widget;
