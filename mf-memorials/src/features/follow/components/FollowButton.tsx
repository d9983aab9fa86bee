import { messageOf } from '@evergreen/domain/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useFollowing, useSetFollowing } from '../api/follow-memorial';

/**
 * "Follow" on a public memorial, for a signed-in visitor who does not own it: its anniversaries and new memories
 * by e-mail. Following shows as such, with "Unfollow" one click away. Nothing for signed-out visitors or the owner.
 */
export function FollowButton({
  graveId,
  ownerId,
  userId,
}: {
  graveId: string;
  ownerId: string;
  userId: string | null;
}) {
  const { t } = useLingui();
  const visitor = userId !== null && userId !== ownerId;
  const following = useFollowing(graveId, visitor);
  const change = useSetFollowing(graveId);
  if (!visitor || following.data === undefined) return null;

  return (
    <Stack gap={4} align="flex-start">
      {following.data ? (
        <Group gap="sm">
          <Badge variant="light" size="lg">
            <Trans>Following</Trans>
          </Badge>
          <Button variant="default" size="xs" loading={change.isPending} onClick={() => change.mutate(false)}>
            <Trans>Unfollow</Trans>
          </Button>
        </Group>
      ) : (
        <Group gap="sm">
          <Button variant="light" loading={change.isPending} onClick={() => change.mutate(true)}>
            <Trans>Follow</Trans>
          </Button>
          <Text size="sm" c="dimmed">
            <Trans>Receive its anniversaries and new memories by e-mail.</Trans>
          </Text>
        </Group>
      )}
      {change.isError && (
        <Text size="sm" c="red" role="alert">
          {messageOf(change.error, t`Failed to update following`)}
        </Text>
      )}
    </Stack>
  );
}
