import { ERRORS } from '@evergreen/domain/errors';
import { isDisplayLocale, languageTag } from '@evergreen/domain/locale';
import { errorText } from '@evergreen/domain/server-errors';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useFollowers, useSetFollowing } from '../api/followers';
import { useReminderAccess } from '../api/get-reminder-access';

/**
 * Following a memorial's reminders (Family plan of its owner): a collaborator switches it on for themselves; the
 * owner sees who follows, or is offered the upgrade. Nothing for anyone else, or for a collaborator of a memorial
 * whose owner does not have it.
 */
export function FollowReminders({ graveId }: { graveId: string }) {
  const access = useReminderAccess(graveId);
  const userId = useCurrentUserId();
  const advanced = access.data?.advanced === true;
  const followers = useFollowers(graveId, advanced);
  const setFollowing = useSetFollowing(graveId);
  const [upgrading, setUpgrading] = useState(false);
  const { i18n, t } = useLingui();

  if (!access.data) return null;
  if (access.data.isOwner && !advanced) {
    return (
      <>
        <Button variant="light" size="xs" onClick={() => setUpgrading(true)}>
          <Trans>Let collaborators follow these reminders</Trans>
        </Button>
        <UpgradeDialogSlot opened={upgrading} onClose={() => setUpgrading(false)} limit="advancedReminders" />
      </>
    );
  }
  if (!advanced || followers.isPending) return null;
  if (followers.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {errorText(i18n, followers.error, ERRORS.remindersLoad)}
      </Text>
    );
  }
  if (access.data.isOwner) {
    // "Ann, Bob, Cy" in English; each language's own separators elsewhere ("Ann, Bob und Cy").
    const names = new Intl.ListFormat(languageTag(isDisplayLocale(i18n.locale) ? i18n.locale : 'en'), {
      type: 'unit',
      style: 'short',
    }).format(followers.data.map((follower) => follower.name));
    return (
      <Text size="sm" c="dimmed">
        {followers.data.length === 0
          ? t`No collaborator follows these reminders yet.`
          : t`Followed by ${names}`}
      </Text>
    );
  }
  const following = followers.data.some((follower) => follower.userId === userId);
  return (
    <Stack gap="xs">
      {/* The description beside the switch rather than in it: Mantine puts a description inside the label, which
          would make it part of the switch's name. */}
      <Switch
        label={t`Follow reminders`}
        aria-describedby={`follow-reminders-${graveId}`}
        checked={setFollowing.isPending ? (setFollowing.variables ?? following) : following}
        disabled={setFollowing.isPending}
        onChange={(event) => setFollowing.mutate(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed" id={`follow-reminders-${graveId}`}>
        <Trans>Get this memorial's reminder e-mails and see its reminders in your calendar.</Trans>
      </Text>
      {setFollowing.isError && (
        <Alert color="red" role="alert" p="xs">
          {errorText(i18n, setFollowing.error, ERRORS.reminderUpdate)}
        </Alert>
      )}
    </Stack>
  );
}
