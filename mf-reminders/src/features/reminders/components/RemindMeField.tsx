import { DAYS_BEFORE_MAX } from '@evergreen/domain/reminders';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useReminderAccess } from '../api/get-reminder-access';

interface RemindMeFieldProps {
  graveId: string;
  value: number;
  onChange: (daysBefore: number) => void;
}

/**
 * "Remind me" N days before the date: the Family plan of the memorial's owner (the database checks it again). Its
 * owner on another plan is offered the upgrade; a collaborator is told whose plan it takes.
 */
export function RemindMeField({ graveId, value, onChange }: RemindMeFieldProps) {
  const access = useReminderAccess(graveId);
  const [upgrading, setUpgrading] = useState(false);
  const advanced = access.data?.advanced === true;
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <NumberInput
        label={t`Remind me`}
        description={
          value > 0
            ? t`${plural(value, { one: '# day before the date', other: '# days before the date' })}`
            : t`On the day (up to 30 days before)`
        }
        min={0}
        max={DAYS_BEFORE_MAX}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        rightSection={
          <Text size="sm" c="dimmed" pr="sm">
            <Trans>days before</Trans>
          </Text>
        }
        rightSectionWidth={100}
        rightSectionPointerEvents="none"
        disabled={!advanced}
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? next : 0)}
      />
      {access.data &&
        !advanced &&
        (access.data.isOwner ? (
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            w="fit-content"
            onClick={() => setUpgrading(true)}
          >
            <Trans>Remind me days before with the Family plan</Trans>
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            <Trans>Reminding days before needs the Family plan of the memorial's owner.</Trans>
          </Text>
        ))}
      <UpgradeDialogSlot opened={upgrading} onClose={() => setUpgrading(false)} limit="advancedReminders" />
    </Stack>
  );
}
