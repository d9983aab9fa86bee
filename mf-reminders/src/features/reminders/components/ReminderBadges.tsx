import { FREQUENCY_MESSAGES, reminderTypeLabel } from '@evergreen/domain/reminder-texts';
import type { Frequency, ReminderTiming } from '@evergreen/domain/reminders';
import { reminderTypeStyle } from '@evergreen/domain/reminders';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor } from '@mantine/core';

/** The spec's colour names (section 9) in Mantine's palette: it has no "purple", its grape is one. */
const MANTINE_COLORS: Record<string, MantineColor> = {
  blue: 'blue',
  green: 'green',
  purple: 'grape',
  orange: 'orange',
  gray: 'gray',
};

/** The type's label in its colour; an unknown type reads as Custom. */
export function TypeBadge({ type }: { type: string }) {
  const { i18n } = useLingui();
  const { color } = reminderTypeStyle(type);
  // A pale shade with dark text (the theme's autoContrast): white on green or orange stays under 4.5:1.
  return (
    <Badge color={`${MANTINE_COLORS[color] ?? 'gray'}.2`} variant="filled">
      {i18n._(reminderTypeLabel(type))}
    </Badge>
  );
}

export function FrequencyBadge({ frequency }: { frequency: Frequency }) {
  const { i18n } = useLingui();
  return (
    <Badge color="gray" variant="outline">
      {i18n._(FREQUENCY_MESSAGES[frequency])}
    </Badge>
  );
}

/** "Today" or "Overdue"; nothing for a reminder still to come. */
export function TimingBadge({ timing }: { timing: ReminderTiming }) {
  if (timing === 'upcoming') return null;
  return timing === 'today' ? (
    <Badge color="evergreen" variant="filled">
      <Trans>Today</Trans>
    </Badge>
  ) : (
    <Badge color="red" variant="filled">
      <Trans>Overdue</Trans>
    </Badge>
  );
}
