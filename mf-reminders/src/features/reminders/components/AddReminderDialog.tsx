import { DateField } from '@evergreen/design-system/DateField';
import type { AddReminderDialogProps } from '@evergreen/domain/contracts';
import { toDateOnly } from '@evergreen/domain/dates';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  type Frequency,
  REMINDER_TYPES,
  type ReminderType,
  reminderTypeStyle,
  todayIn,
} from '@evergreen/domain/reminders';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCreateReminder } from '../api/create-reminder';
import { browserTimeZone } from '../api/save-time-zone';
import { RemindMeField } from './RemindMeField';

const TYPE_HINTS: Record<ReminderType, string> = {
  visit_reminder: 'Plan a visit to the memorial',
  birthday: 'Remember their birthday',
  death_anniversary: 'Mark the anniversary of their passing',
  maintenance: 'Tend the grave: flowers, cleaning, repairs',
  custom: 'Anything else you want to remember',
};

interface Draft {
  step: 1 | 2;
  type: ReminderType | null;
  frequency: Frequency;
  startDate: string;
  customMessage: string;
  daysBefore: number;
}

const freshDraft = (): Draft => ({
  step: 1,
  type: null,
  frequency: 'once',
  startDate: toDateOnly(todayIn(browserTimeZone())),
  customMessage: '',
  daysBefore: 0,
});

/** Adds a reminder to one memorial in two steps: its type, then its schedule. Exposed as `./AddReminderDialog`. */
export function AddReminderDialog({ graveId, opened, onClose }: AddReminderDialogProps) {
  const [draft, setDraft] = useState(freshDraft);
  const create = useCreateReminder();
  const today = toDateOnly(todayIn(browserTimeZone()));

  const close = () => {
    setDraft(freshDraft());
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.type || !draft.startDate) return;
    create.mutate(
      {
        graveId,
        type: draft.type,
        frequency: draft.frequency,
        startDate: draft.startDate,
        customMessage: draft.customMessage,
        daysBefore: draft.daysBefore,
      },
      { onSuccess: close },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Reminder"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        {draft.step === 1 ? (
          <Stack gap="md">
            <Radio.Group
              label="Reminder type"
              description="Step 1 of 2: what should we remind you of?"
              value={draft.type}
              onChange={(value) => setDraft({ ...draft, type: value as ReminderType })}
            >
              <Stack gap="xs" mt="xs">
                {REMINDER_TYPES.map((type) => (
                  <Radio.Card key={type} value={type} radius="md" p="sm">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600}>{reminderTypeStyle(type).label}</Text>
                        <Text size="sm" c="dimmed">
                          {TYPE_HINTS[type]}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button disabled={draft.type === null} onClick={() => setDraft({ ...draft, step: 2 })}>
                Next
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Step 2 of 2: when should we remind you of this{' '}
              {reminderTypeStyle(draft.type ?? 'custom').label.toLowerCase()}?
            </Text>
            <Select
              label="Frequency"
              data={FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))}
              value={draft.frequency}
              onChange={(value) => value && setDraft({ ...draft, frequency: value as Frequency })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <DateField
              label="Start Date"
              required
              minDate={today}
              value={draft.startDate}
              onChange={(startDate) => setDraft({ ...draft, startDate })}
              popoverProps={{ withinPortal: true }}
            />
            <RemindMeField
              graveId={graveId}
              value={draft.daysBefore}
              onChange={(daysBefore) => setDraft({ ...draft, daysBefore })}
            />
            <Textarea
              label="Custom Message (optional)"
              placeholder="e.g. Bring white lilies"
              autosize
              minRows={2}
              value={draft.customMessage}
              onChange={(event) => setDraft({ ...draft, customMessage: event.currentTarget.value })}
            />
            {create.isError && (
              <Alert color="red" title="Error" role="alert">
                {messageOf(create.error, ERRORS.reminderCreate)}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setDraft({ ...draft, step: 1 })}>
                Back
              </Button>
              <Button
                type="submit"
                loading={create.isPending}
                disabled={!draft.startDate || draft.startDate < today}
              >
                Create Reminder
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </Modal>
  );
}
