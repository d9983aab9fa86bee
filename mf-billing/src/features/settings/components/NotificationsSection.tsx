import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_PREFERENCES,
  type MemoryEmails,
  type NotificationPreferences,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';
import type { Notify } from './banner';

const isMemoryEmails = (value: string): value is MemoryEmails =>
  value === 'instant' || value === 'daily' || value === 'off';

/**
 * "Notifications": whether a new visitor memory on the person's memorials is e-mailed at once, in a daily digest
 * (in their time zone) or not at all, and whether that includes the memorials they help edit. Saved at each change.
 */
export function NotificationsSection({ notify }: { notify: Notify }) {
  const { t } = useLingui();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const current =
    save.isPending && save.variables ? save.variables : (preferences.data ?? DEFAULT_PREFERENCES);

  const change = (next: NotificationPreferences) => {
    notify(null);
    save.mutate(next, {
      onError: () => notify({ kind: 'error', text: t`Failed to save your notification settings` }),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notifications-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="notifications-title">
          <Trans>Notifications</Trans>
        </Title>
        {preferences.isPending ? (
          <Loader size="sm" role="status" aria-label={t`Loading your notification settings`} />
        ) : (
          <>
            <Radio.Group
              label={t`E-mail me when a visitor leaves a memory`}
              value={current.memoryEmails}
              onChange={(value) => isMemoryEmails(value) && change({ ...current, memoryEmails: value })}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="instant" label={t`At once`} disabled={save.isPending} />
                <Radio value="daily" label={t`Daily digest`} disabled={save.isPending} />
                <Radio value="off" label={t`Never`} disabled={save.isPending} />
              </Stack>
            </Radio.Group>
            <Checkbox
              label={t`Also for memorials I help edit`}
              checked={current.editorMemoryEmails}
              disabled={save.isPending || current.memoryEmails === 'off'}
              onChange={(event) => change({ ...current, editorMemoryEmails: event.currentTarget.checked })}
            />
            <Text size="sm" c="dimmed">
              <Trans>
                The daily digest arrives after 8 a.m. in your time zone. Every e-mail has a link to stop them.
              </Trans>
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
