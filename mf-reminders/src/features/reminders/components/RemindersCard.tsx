import type { RemindersCardProps } from '@evergreen/domain/contracts';
import { DATE_FORMATS, formatDate } from '@evergreen/domain/dates';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { daysBeforeLabel, reminderTypeStyle, repeatsLabel } from '@evergreen/domain/reminders';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteReminder } from '../api/delete-reminder';
import { useMemorialReminders } from '../api/get-memorial-reminders';
import { useReminderSettings } from '../api/get-reminder-settings';
import { isFollowed } from '../api/get-reminders';
import { useSaveTimeZone } from '../api/save-time-zone';
import { AddReminderDialog } from './AddReminderDialog';
import { FollowReminders } from './FollowReminders';

/** The sidebar shows at most this many (spec section 9); the rest are on the reminders page. */
const SHOWN = 3;

/** The user's reminders of one memorial, for its details sidebar. Exposed as `./RemindersCard`. */
export function RemindersCard({ graveId }: RemindersCardProps) {
  const reminders = useMemorialReminders(graveId);
  const remove = useDeleteReminder();
  const userId = useCurrentUserId();
  const [adding, setAdding] = useState(false);
  // Reminders are added here too: the e-mail job must know the user's zone even if they never open the page.
  useSaveTimeZone(useReminderSettings().data?.timeZone);

  let body: React.ReactNode;
  if (reminders.isPending) {
    body = <Loader size="sm" role="status" aria-label="Loading reminders" />;
  } else if (reminders.isError) {
    body = (
      <Text c="red" size="sm" role="alert">
        {messageOf(reminders.error, ERRORS.remindersLoad)}
      </Text>
    );
  } else if (reminders.data.length === 0) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed" size="sm">
          No reminders set
        </Text>
        <Button variant="light" size="xs" onClick={() => setAdding(true)}>
          Add your first reminder
        </Button>
      </Stack>
    );
  } else {
    const total = reminders.data.length;
    body = (
      <Stack gap="sm">
        {reminders.data.slice(0, SHOWN).map((reminder, index) => {
          const label = reminderTypeStyle(reminder.reminder_type).label;
          const repeats = repeatsLabel(reminder.frequency);
          const followed = isFollowed(reminder, userId);
          return (
            <Fragment key={reminder.id}>
              {index > 0 && <Divider />}
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {label}
                    </Text>
                    {followed && (
                      <Badge size="xs" variant="light" color="gray">
                        Followed
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{formatDate(reminder.next_reminder_date, DATE_FORMATS.long)}</Text>
                  {repeats && (
                    <Text size="xs" c="dimmed">
                      {repeats}
                    </Text>
                  )}
                  {reminder.days_before > 0 && (
                    <Text size="xs" c="dimmed">
                      E-mail {daysBeforeLabel(reminder.days_before)}
                    </Text>
                  )}
                  {reminder.custom_message && (
                    <Text size="xs" fs="italic">
                      "{reminder.custom_message}"
                    </Text>
                  )}
                </Stack>
                {!followed && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    // A long message wraps beside it; the button keeps its size.
                    style={{ flexShrink: 0 }}
                    aria-label={`Remove ${label} reminder on ${formatDate(reminder.next_reminder_date, DATE_FORMATS.long)}`}
                    loading={remove.isPending && remove.variables === reminder.id}
                    onClick={() => remove.mutate(reminder.id)}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            </Fragment>
          );
        })}
        {total > SHOWN && (
          <Anchor component={Link} to={paths.reminders} size="sm">
            View all {total} reminders
          </Anchor>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`reminders-${graveId}`}>
      <Title order={2} size="h4" id={`reminders-${graveId}`} mb="sm">
        Reminders
      </Title>
      {body}
      <Stack mt="md" gap="xs">
        <FollowReminders graveId={graveId} />
      </Stack>
      {remove.isError && (
        <Alert color="red" role="alert" mt="sm" p="xs">
          {messageOf(remove.error, ERRORS.reminderDelete)}
        </Alert>
      )}
      <AddReminderDialog graveId={graveId} opened={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
