import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { useLingui } from '@lingui/react/macro';
import { Switch, Text } from '@mantine/core';
import { useReminderSettings } from '../api/get-reminder-settings';
import { useSetEmailReminders } from '../api/update-reminder-settings';

/**
 * "Email me on reminder days": on unless the user turned it off; saved on their profile. Disabled until the
 * setting is read, and saying so when it cannot be, rather than staying disabled without a word.
 */
export function EmailRemindersSwitch() {
  const settings = useReminderSettings();
  const save = useSetEmailReminders();
  const { i18n, t } = useLingui();
  return (
    <div>
      <Switch
        label={t`Email me on reminder days`}
        checked={settings.data?.emailReminders ?? true}
        disabled={!settings.isSuccess}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
      {settings.isError && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {errorText(i18n, settings.error, ERRORS.profileLoad)}
        </Text>
      )}
      {save.isError && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {errorText(i18n, save.error, ERRORS.profileUpdate)}
        </Text>
      )}
    </div>
  );
}
