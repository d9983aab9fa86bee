import { EmptyState } from '@evergreen/design-system/EmptyState';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { StatTile } from '@evergreen/design-system/StatTile';
import { ERRORS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { type ReminderTiming, reminderCounts, reminderTiming, todayIn } from '@evergreen/domain/reminders';
import { errorText } from '@evergreen/domain/server-errors';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Paper, SimpleGrid, Stack, Tabs, useMatches } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconCalendar, IconCalendarEvent } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCompleteReminder } from '../api/complete-reminder';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminderSettings } from '../api/get-reminder-settings';
import { isFollowed, useReminders } from '../api/get-reminders';
import { browserTimeZone, useSaveTimeZone } from '../api/save-time-zone';
import { AddReminderDialog } from './AddReminderDialog';
import { CalendarDialog } from './CalendarDialog';
import { EmailRemindersSwitch } from './EmailRemindersSwitch';
import { ReminderItem } from './ReminderItem';

type Filter = 'all' | 'upcoming' | 'overdue';

const FILTERS: { value: Filter; label: MessageDescriptor; empty: MessageDescriptor }[] = [
  { value: 'all', label: msg`All`, empty: msg`No all Reminders` },
  { value: 'upcoming', label: msg`Upcoming`, empty: msg`No upcoming Reminders` },
  { value: 'overdue', label: msg`Overdue`, empty: msg`No overdue Reminders` },
];

/** Cards shown at first and added by each "Show more reminders": nobody reads 500 cards at once. */
export const PAGE_SIZE = 50;

function matches(filter: Filter, timing: ReminderTiming): boolean {
  if (filter === 'all') return true;
  // Upcoming includes today's, as the stat card counts them.
  return filter === 'overdue' ? timing === 'overdue' : timing !== 'overdue';
}

/** /dashboard/reminders: every active reminder of the user, what is due, and the ways to be told. */
export function RemindersPage() {
  const reminders = useReminders();
  const userId = useCurrentUserId();
  const settings = useReminderSettings();
  useSaveTimeZone(settings.data?.timeZone);
  const { i18n, t } = useLingui();
  const complete = useCompleteReminder();
  const remove = useDeleteReminder();
  const [view, setView] = useState({ filter: 'all' as Filter, limit: PAGE_SIZE });
  // The tab answers the click at once; the cards follow in a render React can interrupt, so a tab switch or
  // "Show more reminders" never blocks the page for long.
  const { filter, limit } = useDeferredValue(view);
  const [addingFor, setAddingFor] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // On a phone three tiles leave no room for icons beside "Upcoming".
  const tileIcons = useMatches({ base: false, sm: true });
  // The same functions on every render, so the memoized cards other than the one clicked do not re-render.
  const { mutate: completeMutate, reset: completeReset } = complete;
  const { mutateAsync: removeMutateAsync, reset: removeReset } = remove;
  const completeReminder = useCallback(
    (id: string) => {
      removeReset();
      completeMutate(id);
    },
    [completeMutate, removeReset],
  );
  const deleteReminder = useCallback(
    async (id: string) => {
      completeReset();
      await removeMutateAsync(id).catch(() => undefined);
    },
    [completeReset, removeMutateAsync],
  );

  if (reminders.isPending) return <LoadingState label={t`Loading reminders...`} />;
  if (reminders.isError) {
    return (
      <PageLayout>
        <ErrorPanel
          title={t`Error Loading Reminders`}
          message={errorText(i18n, reminders.error, ERRORS.remindersLoad)}
          onRetry={() => void reminders.refetch()}
        />
      </PageLayout>
    );
  }

  // Dates only, in the user's own time zone (the browser's, which it also saves on the profile).
  const today = todayIn(browserTimeZone());
  const list = reminders.data.map((reminder) => ({
    reminder,
    timing: reminderTiming(reminder.next_reminder_date, today),
  }));
  const counts = reminderCounts(
    reminders.data.map((reminder) => reminder.next_reminder_date),
    today,
  );
  const countOf: Record<Filter, number> = {
    all: counts.total,
    upcoming: counts.upcoming,
    overdue: counts.overdue,
  };
  const total = counts.total;
  const shown = list.filter(({ timing }) => matches(filter, timing));
  const emptyTitle = FILTERS.find(({ value }) => value === filter)?.empty ?? msg`No all Reminders`;
  const actionError = complete.isError
    ? errorText(i18n, complete.error, ERRORS.reminderUpdate)
    : remove.isError
      ? errorText(i18n, remove.error, ERRORS.reminderDelete)
      : null;

  return (
    <PageLayout
      title={t`Reminders`}
      subtitle={t`${plural(total, { one: '# active reminder', other: '# active reminders' })}`}
      actions={
        <Button
          variant="default"
          leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
          onClick={() => setCalendarOpen(true)}
        >
          <Trans>Add to calendar</Trans>
        </Button>
      }
    >
      <Stack gap="xl">
        <Paper withBorder radius="md" p="md">
          <EmailRemindersSwitch />
        </Paper>
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
          <StatTile label={t`Total`} value={counts.total} icon={tileIcons && <IconBell size={18} />} />
          <StatTile
            label={t`Upcoming`}
            value={counts.upcoming}
            icon={tileIcons && <IconCalendar size={18} />}
          />
          <StatTile
            label={t`Overdue`}
            value={counts.overdue}
            icon={tileIcons && <IconAlertTriangle size={18} />}
          />
        </SimpleGrid>
        {actionError && (
          <Alert
            color="red"
            title={t`Error`}
            role="alert"
            withCloseButton
            onClose={() => {
              complete.reset();
              remove.reset();
            }}
            closeButtonLabel={t`Dismiss`}
          >
            {actionError}
          </Alert>
        )}
        {counts.total === 0 ? (
          <EmptyState
            icon={<IconBell size={28} stroke={1.5} aria-hidden="true" />}
            title={t`No Reminders Yet`}
            description={t`Open a memorial and choose Reminders to be reminded of visits, birthdays and anniversaries.`}
            action={
              <Button component={Link} to={paths.dashboard}>
                <Trans>Go to your memorials</Trans>
              </Button>
            }
          />
        ) : (
          <Tabs
            value={view.filter}
            onChange={(value) => setView({ filter: (value as Filter | null) ?? 'all', limit: PAGE_SIZE })}
          >
            {/* One row even on a phone: tabs keep their size and the row scrolls rather than wraps. */}
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              {FILTERS.map(({ value, label }) => (
                <Tabs.Tab
                  key={value}
                  value={value}
                  px="sm"
                  style={{ flexShrink: 0 }}
                  rightSection={
                    <Badge
                      size="sm"
                      variant="light"
                      color={value === 'overdue' && countOf.overdue > 0 ? 'red' : 'gray'}
                      circle={false}
                    >
                      {countOf[value]}
                    </Badge>
                  }
                >
                  {i18n._(label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* One panel that follows the tab: switching tabs re-filters the cards in place rather than
                unmounting one panel's cards and mounting another's. */}
            <Tabs.Panel value={filter} pt="lg">
              {shown.length === 0 ? (
                <EmptyState title={i18n._(emptyTitle)} />
              ) : (
                <Stack gap="md">
                  {shown.slice(0, limit).map(({ reminder, timing }) => (
                    <ReminderItem
                      key={reminder.id}
                      reminder={reminder}
                      timing={timing}
                      followed={isFollowed(reminder, userId)}
                      completing={complete.isPending && complete.variables === reminder.id}
                      onComplete={completeReminder}
                      onAddAnother={setAddingFor}
                      onDelete={deleteReminder}
                    />
                  ))}
                  {shown.length > limit && (
                    <Button
                      variant="default"
                      onClick={() => setView((current) => ({ ...current, limit: current.limit + PAGE_SIZE }))}
                    >
                      <Trans>Show more reminders</Trans>
                    </Button>
                  )}
                </Stack>
              )}
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
      <AddReminderDialog
        graveId={addingFor ?? ''}
        opened={addingFor !== null}
        onClose={() => setAddingFor(null)}
      />
      <CalendarDialog opened={calendarOpen} onClose={() => setCalendarOpen(false)} />
    </PageLayout>
  );
}
