import type { ReminderWidgetModules } from '@evergreen/runtime/contracts';
import { RemindersCard } from '../features/reminders/components/RemindersCard';

// Exposed as `mf_reminders/RemindersCard`; typed by its contract, so a change of props fails both sides' check.
const widget: ReminderWidgetModules['RemindersCard']['default'] = RemindersCard;
export default widget;
