import { ConfirmButton } from '@evergreen/design-system/ConfirmButton';
import { DATE_FORMATS, formatDate } from '@evergreen/domain/dates';
import { paths } from '@evergreen/domain/paths';
import { daysBeforeLabel, type ReminderTiming } from '@evergreen/domain/reminders';
import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ReminderWithGrave } from '../api/get-reminders';
import { FrequencyBadge, TimingBadge, TypeBadge } from './ReminderBadges';
import classes from './ReminderItem.module.css';

interface ReminderItemProps {
  reminder: ReminderWithGrave;
  timing: ReminderTiming;
  /** A reminder of a memorial the user follows: shown, but completed and deleted only by its owner. */
  followed: boolean;
  // Called with the reminder, so the page can pass the same functions to every card and memo skips the others.
  onComplete: (id: string) => void;
  completing: boolean;
  onAddAnother: (graveId: string) => void;
  onDelete: (id: string) => Promise<void>;
}

/**
 * One reminder on the reminders page: the memorial's photo, badges, name, next date, cemetery and message.
 * Memoized: with hundreds of reminders, a click on one card re-renders only that card.
 */
export const ReminderItem = memo(function ReminderItem({
  reminder,
  timing,
  followed,
  onComplete,
  completing,
  onAddAnother,
  onDelete,
}: ReminderItemProps) {
  const grave = reminder.grave;
  const headingId = `reminder-${reminder.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" wrap="nowrap" gap="md" className={classes.row}>
        <div className={classes.photo}>
          {grave?.image_url ? (
            <Image src={grave.image_url} alt="" h="100%" w="100%" fit="cover" radius="sm" />
          ) : (
            <div className={classes.placeholder}>
              <IconPhoto size={28} stroke={1.5} aria-hidden="true" />
            </div>
          )}
        </div>
        <Stack gap={6} className={classes.body}>
          <Group gap={6}>
            <TypeBadge type={reminder.reminder_type} />
            <FrequencyBadge frequency={reminder.frequency} />
            <TimingBadge timing={timing} />
            {followed && (
              <Badge color="gray" variant="light">
                Followed
              </Badge>
            )}
          </Group>
          <Title order={2} size="h4" id={headingId}>
            {grave ? (
              <Anchor component={Link} to={paths.memorial(grave.id)} inherit c="inherit">
                {grave.full_name}
              </Anchor>
            ) : (
              'Memorial'
            )}
          </Title>
          <Text size="sm">{formatDate(reminder.next_reminder_date, DATE_FORMATS.long)}</Text>
          {grave?.cemetery_name && (
            <Text size="sm" c="dimmed">
              {grave.cemetery_name}
            </Text>
          )}
          {reminder.days_before > 0 && (
            <Text size="sm" c="dimmed">
              E-mail {daysBeforeLabel(reminder.days_before)}
            </Text>
          )}
          {reminder.custom_message && (
            <Text size="sm" fs="italic">
              "{reminder.custom_message}"
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {!followed && timing !== 'upcoming' && (
              <Button size="xs" onClick={() => onComplete(reminder.id)} loading={completing}>
                Complete
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => onAddAnother(reminder.grave_id)}>
              Add another reminder
            </Button>
            {!followed && (
              <ConfirmButton
                title="Delete reminder"
                message="Are you sure you want to delete this reminder?"
                confirmLabel="Delete"
                color="red"
                buttonProps={{ size: 'xs', variant: 'subtle' }}
                onConfirm={() => onDelete(reminder.id)}
              >
                Delete
              </ConfirmButton>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
});
