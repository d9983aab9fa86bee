import { ConfirmButton } from '@evergreen/design-system/ConfirmButton';
import { formatDateIn } from '@evergreen/domain/dates';
import { paths } from '@evergreen/domain/paths';
import type { ReminderTiming } from '@evergreen/domain/reminders';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n, t } = useLingui();
  const daysBefore = reminder.days_before;
  const message = reminder.custom_message;
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
                <Trans>Followed</Trans>
              </Badge>
            )}
          </Group>
          <Title order={2} size="h4" id={headingId}>
            {grave ? (
              <Anchor component={Link} to={paths.memorial(grave.id)} inherit c="inherit">
                {grave.full_name}
              </Anchor>
            ) : (
              t`Memorial`
            )}
          </Title>
          <Text size="sm">{formatDateIn(i18n.locale, reminder.next_reminder_date, 'long')}</Text>
          {grave?.cemetery_name && (
            <Text size="sm" c="dimmed">
              {grave.cemetery_name}
            </Text>
          )}
          {daysBefore > 0 && (
            <Text size="sm" c="dimmed">
              {t`${plural(daysBefore, { one: 'E-mail # day before', other: 'E-mail # days before' })}`}
            </Text>
          )}
          {message && (
            <Text size="sm" fs="italic">
              {t`"${message}"`}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {!followed && timing !== 'upcoming' && (
              <Button size="xs" onClick={() => onComplete(reminder.id)} loading={completing}>
                <Trans>Complete</Trans>
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => onAddAnother(reminder.grave_id)}>
              <Trans>Add another reminder</Trans>
            </Button>
            {!followed && (
              <ConfirmButton
                title={t`Delete reminder`}
                message={t`Are you sure you want to delete this reminder?`}
                confirmLabel={t`Delete`}
                color="red"
                buttonProps={{ size: 'xs', variant: 'subtle' }}
                onConfirm={() => onDelete(reminder.id)}
              >
                <Trans>Delete</Trans>
              </ConfirmButton>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
});
