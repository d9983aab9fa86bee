import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
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

  if (!access.data) return null;
  if (access.data.isOwner && !advanced) {
    return (
      <>
        <Button variant="light" size="xs" onClick={() => setUpgrading(true)}>
          Let collaborators follow these reminders
        </Button>
        <UpgradeDialogSlot opened={upgrading} onClose={() => setUpgrading(false)} limit="advancedReminders" />
      </>
    );
  }
  if (!advanced || followers.isPending) return null;
  if (followers.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {messageOf(followers.error, ERRORS.remindersLoad)}
      </Text>
    );
  }
  if (access.data.isOwner) {
    const names = followers.data.map((follower) => follower.name);
    return (
      <Text size="sm" c="dimmed">
        {names.length === 0
          ? 'No collaborator follows these reminders yet.'
          : `Followed by ${names.join(', ')}`}
      </Text>
    );
  }
  const following = followers.data.some((follower) => follower.userId === userId);
  return (
    <Stack gap="xs">
      {/* The description beside the switch rather than in it: Mantine puts a description inside the label, which
          would make it part of the switch's name. */}
      <Switch
        label="Follow reminders"
        aria-describedby={`follow-reminders-${graveId}`}
        checked={setFollowing.isPending ? (setFollowing.variables ?? following) : following}
        disabled={setFollowing.isPending}
        onChange={(event) => setFollowing.mutate(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed" id={`follow-reminders-${graveId}`}>
        Get this memorial's reminder e-mails and see its reminders in your calendar.
      </Text>
      {setFollowing.isError && (
        <Alert color="red" role="alert" p="xs">
          {messageOf(setFollowing.error, ERRORS.reminderUpdate)}
        </Alert>
      )}
    </Stack>
  );
}
