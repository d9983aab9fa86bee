import { DateField } from '@evergreen/design-system/DateField';
import type { AddReminderDialogProps } from '@evergreen/domain/contracts';
import { toDateOnly } from '@evergreen/domain/dates';
import { ERRORS } from '@evergreen/domain/errors';
import { FREQUENCY_MESSAGES, REMINDER_TYPE_LABELS } from '@evergreen/domain/reminder-texts';
import {
  FREQUENCIES,
  type Frequency,
  REMINDER_TYPES,
  type ReminderType,
  todayIn,
} from '@evergreen/domain/reminders';
import { errorText } from '@evergreen/domain/server-errors';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCreateReminder } from '../api/create-reminder';
import { browserTimeZone } from '../api/save-time-zone';
import { TYPE_HINTS } from '../labels';
import { RemindMeField } from './RemindMeField';

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
  const { i18n, t } = useLingui();
  const type = draft.type ?? 'custom';
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
      title={t`Add Reminder`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        {draft.step === 1 ? (
          <Stack gap="md">
            <Radio.Group
              label={t`Reminder type`}
              description={t`Step 1 of 2: what should we remind you of?`}
              value={draft.type}
              onChange={(value) => setDraft({ ...draft, type: value as ReminderType })}
            >
              <Stack gap="xs" mt="xs">
                {REMINDER_TYPES.map((option) => (
                  <Radio.Card key={option} value={option} radius="md" p="sm">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600}>{i18n._(REMINDER_TYPE_LABELS[option])}</Text>
                        <Text size="sm" c="dimmed">
                          {i18n._(TYPE_HINTS[option])}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button disabled={draft.type === null} onClick={() => setDraft({ ...draft, step: 2 })}>
                <Trans>Next</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t`Step 2 of 2: when should we remind you of this ${select(type, {
                visit_reminder: 'visit reminder',
                birthday: 'birthday',
                death_anniversary: 'death anniversary',
                maintenance: 'maintenance',
                other: 'custom',
              })}?`}
            </Text>
            <Select
              label={t`Frequency`}
              data={FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_MESSAGES[value]) }))}
              value={draft.frequency}
              onChange={(value) => value && setDraft({ ...draft, frequency: value as Frequency })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <DateField
              label={t`Start Date`}
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
              label={t`Custom Message (optional)`}
              placeholder={t`e.g. Bring white lilies`}
              autosize
              minRows={2}
              value={draft.customMessage}
              onChange={(event) => setDraft({ ...draft, customMessage: event.currentTarget.value })}
            />
            {create.isError && (
              <Alert color="red" title={t`Error`} role="alert">
                {errorText(i18n, create.error, ERRORS.reminderCreate)}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setDraft({ ...draft, step: 1 })}>
                <Trans>Back</Trans>
              </Button>
              <Button
                type="submit"
                loading={create.isPending}
                disabled={!draft.startDate || draft.startDate < today}
              >
                <Trans>Create Reminder</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </Modal>
  );
}
