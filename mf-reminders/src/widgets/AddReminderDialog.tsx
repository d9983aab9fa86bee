import type { ReminderWidgetModules } from '@evergreen/runtime/contracts';
import { withCatalog } from '@evergreen/runtime/messages';
import { AddReminderDialog } from '../features/reminders/components/AddReminderDialog';
import { loadMessages } from '../messages';

// Exposed as `mf_reminders/AddReminderDialog`, with this remote's messages wherever it is shown; typed by its contract, so a
// change of props fails both sides' check.
const widget: ReminderWidgetModules['AddReminderDialog']['default'] = withCatalog(
  'mf_reminders',
  loadMessages,
  AddReminderDialog,
);
export default widget;
