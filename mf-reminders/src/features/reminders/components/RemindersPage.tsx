import { EmptyState } from '@evergreen/design-system/EmptyState';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { StatTile } from '@evergreen/design-system/StatTile';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { type ReminderTiming, reminderCounts, reminderTiming, todayIn } from '@evergreen/domain/reminders';
import { Alert, Badge, Button, Paper, SimpleGrid, Stack, Tabs, useMatches } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconCalendar, IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCompleteReminder } from '../api/complete-reminder';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminderSettings } from '../api/get-reminder-settings';
import { type ReminderWithGrave, useReminders } from '../api/get-reminders';
import { browserTimeZone, useSaveTimeZone } from '../api/save-time-zone';
import { AddReminderDialog } from './AddReminderDialog';
import { CalendarDialog } from './CalendarDialog';
import { EmailRemindersSwitch } from './EmailRemindersSwitch';
import { ReminderItem } from './ReminderItem';

type Filter = 'all' | 'upcoming' | 'overdue';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'overdue', label: 'Overdue' },
];

function matches(filter: Filter, timing: ReminderTiming): boolean {
  if (filter === 'all') return true;
  // Upcoming includes today's, as the stat card counts them.
  return filter === 'overdue' ? timing === 'overdue' : timing !== 'overdue';
}

/** /dashboard/reminders: every active reminder of the user, what is due, and the ways to be told. */
export function RemindersPage() {
  const reminders = useReminders();
  const settings = useReminderSettings();
  useSaveTimeZone(settings.data?.timeZone);
  const complete = useCompleteReminder();
  const remove = useDeleteReminder();
  const [filter, setFilter] = useState<Filter>('all');
  const [addingFor, setAddingFor] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // On a phone three tiles leave no room for icons beside "Upcoming".
  const tileIcons = useMatches({ base: false, sm: true });

  if (reminders.isPending) return <LoadingState label="Loading reminders..." />;
  if (reminders.isError) {
    return (
      <PageLayout>
        <ErrorPanel
          title="Error Loading Reminders"
          message={messageOf(reminders.error, ERRORS.remindersLoad)}
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
  const shown = list.filter(({ timing }) => matches(filter, timing));
  const actionError = complete.isError
    ? messageOf(complete.error, ERRORS.reminderUpdate)
    : remove.isError
      ? messageOf(remove.error, ERRORS.reminderDelete)
      : null;

  const deleteReminder = async (reminder: ReminderWithGrave) => {
    complete.reset();
    await remove.mutateAsync(reminder.id).catch(() => undefined);
  };

  return (
    <PageLayout
      title="Reminders"
      subtitle={`${counts.total} active ${counts.total === 1 ? 'reminder' : 'reminders'}`}
      actions={
        <Button
          variant="default"
          leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
          onClick={() => setCalendarOpen(true)}
        >
          Add to calendar
        </Button>
      }
    >
      <Stack gap="xl">
        <Paper withBorder radius="md" p="md">
          <EmailRemindersSwitch />
        </Paper>
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
          <StatTile label="Total" value={counts.total} icon={tileIcons && <IconBell size={18} />} />
          <StatTile label="Upcoming" value={counts.upcoming} icon={tileIcons && <IconCalendar size={18} />} />
          <StatTile
            label="Overdue"
            value={counts.overdue}
            icon={tileIcons && <IconAlertTriangle size={18} />}
          />
        </SimpleGrid>
        {actionError && (
          <Alert
            color="red"
            title="Error"
            role="alert"
            withCloseButton
            onClose={() => {
              complete.reset();
              remove.reset();
            }}
            closeButtonLabel="Dismiss"
          >
            {actionError}
          </Alert>
        )}
        {counts.total === 0 ? (
          <EmptyState
            icon={<IconBell size={28} stroke={1.5} aria-hidden="true" />}
            title="No Reminders Yet"
            description="Open a memorial and choose Reminders to be reminded of visits, birthdays and anniversaries."
            action={
              <Button component={Link} to={paths.dashboard}>
                Go to your memorials
              </Button>
            }
          />
        ) : (
          <Tabs
            // One list in the page, not one per tab: hidden panels are not rendered.
            keepMounted={false}
            value={filter}
            onChange={(value) => setFilter((value as Filter | null) ?? 'all')}
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
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {FILTERS.map(({ value, label }) => (
              <Tabs.Panel key={value} value={value} pt="lg">
                {shown.length === 0 ? (
                  <EmptyState title={`No ${label.toLowerCase()} Reminders`} />
                ) : (
                  <Stack gap="md">
                    {shown.map(({ reminder, timing }) => (
                      <ReminderItem
                        key={reminder.id}
                        reminder={reminder}
                        timing={timing}
                        completing={complete.isPending && complete.variables === reminder.id}
                        onComplete={() => {
                          remove.reset();
                          complete.mutate(reminder.id);
                        }}
                        onAddAnother={() => setAddingFor(reminder.grave_id)}
                        onDelete={() => deleteReminder(reminder)}
                      />
                    ))}
                  </Stack>
                )}
              </Tabs.Panel>
            ))}
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
