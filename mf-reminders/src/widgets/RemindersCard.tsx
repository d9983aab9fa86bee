import type { ReminderWidgetModules } from '@evergreen/runtime/contracts';
import { withCatalog } from '@evergreen/runtime/messages';
import { RemindersCard } from '../features/reminders/components/RemindersCard';
import { loadMessages } from '../messages';

// Exposed as `mf_reminders/RemindersCard`, with this remote's messages wherever it is shown; typed by its contract, so a
// change of props fails both sides' check.
const widget: ReminderWidgetModules['RemindersCard']['default'] = withCatalog(
  'mf_reminders',
  loadMessages,
  RemindersCard,
);
export default widget;
