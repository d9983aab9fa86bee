/**
 * Where the reminders of this memorial go: the "Reminders" button (`mf-reminders/AddReminderDialog`) and the
 * Reminders card (`mf-reminders/RemindersCard`) are widgets of the reminders remote, mounted here once that
 * remote exposes them (a later issue). Until then the slot renders nothing rather than an imitation.
 */
export function RemindersSlot(_props: { graveId: string; placement: 'actions' | 'sidebar' }) {
  return null;
}
