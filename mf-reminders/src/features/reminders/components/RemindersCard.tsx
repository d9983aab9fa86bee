import type { RemindersCardProps } from '@evergreen/domain/contracts';
import { formatDateIn } from '@evergreen/domain/dates';
import { ERRORS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { reminderTypeLabel } from '@evergreen/domain/reminder-texts';
import { errorText } from '@evergreen/domain/server-errors';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { REPEATS_LABELS } from '../labels';
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
  const { i18n, t } = useLingui();
  // Reminders are added here too: the e-mail job must know the user's zone even if they never open the page.
  useSaveTimeZone(useReminderSettings().data?.timeZone);

  let body: React.ReactNode;
  if (reminders.isPending) {
    body = <Loader size="sm" role="status" aria-label={t`Loading reminders`} />;
  } else if (reminders.isError) {
    body = (
      <Text c="red" size="sm" role="alert">
        {errorText(i18n, reminders.error, ERRORS.remindersLoad)}
      </Text>
    );
  } else if (reminders.data.length === 0) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed" size="sm">
          <Trans>No reminders set</Trans>
        </Text>
        <Button variant="light" size="xs" onClick={() => setAdding(true)}>
          <Trans>Add your first reminder</Trans>
        </Button>
      </Stack>
    );
  } else {
    const total = reminders.data.length;
    body = (
      <Stack gap="sm">
        {reminders.data.slice(0, SHOWN).map((reminder, index) => {
          const label = i18n._(reminderTypeLabel(reminder.reminder_type));
          const repeats = reminder.frequency === 'once' ? null : i18n._(REPEATS_LABELS[reminder.frequency]);
          const date = formatDateIn(i18n.locale, reminder.next_reminder_date, 'long');
          const daysBefore = reminder.days_before;
          const message = reminder.custom_message;
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
                        <Trans>Followed</Trans>
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{date}</Text>
                  {repeats && (
                    <Text size="xs" c="dimmed">
                      {repeats}
                    </Text>
                  )}
                  {daysBefore > 0 && (
                    <Text size="xs" c="dimmed">
                      {t`${plural(daysBefore, { one: 'E-mail # day before', other: 'E-mail # days before' })}`}
                    </Text>
                  )}
                  {message && (
                    <Text size="xs" fs="italic">
                      {t`"${message}"`}
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
                    aria-label={t`Remove ${label} reminder on ${date}`}
                    loading={remove.isPending && remove.variables === reminder.id}
                    onClick={() => remove.mutate(reminder.id)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </Group>
            </Fragment>
          );
        })}
        {total > SHOWN && (
          <Anchor component={Link} to={paths.reminders} size="sm">
            {t`${plural(total, { one: 'View all # reminder', other: 'View all # reminders' })}`}
          </Anchor>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`reminders-${graveId}`}>
      <Title order={2} size="h4" id={`reminders-${graveId}`} mb="sm">
        <Trans>Reminders</Trans>
      </Title>
      {body}
      <Stack mt="md" gap="xs">
        <FollowReminders graveId={graveId} />
      </Stack>
      {remove.isError && (
        <Alert color="red" role="alert" mt="sm" p="xs">
          {errorText(i18n, remove.error, ERRORS.reminderDelete)}
        </Alert>
      )}
      <AddReminderDialog graveId={graveId} opened={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
