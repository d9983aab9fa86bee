import { formatDate } from '@evergreen/domain/dates';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useEndSession, useSignOutOthers } from '../api/end-sessions';
import { type AccountSession, useSessions } from '../api/get-sessions';
import { deviceOf } from '../device';

function SessionItem({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const device = deviceOf(session.userAgent);
  return (
    <List.Item>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {device}
            </Text>
            {session.isCurrent && (
              <Badge size="sm" variant="filled">
                This device
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Last active {formatDate(session.lastActiveAt, 'MMM d, yyyy HH:mm')} · signed in{' '}
            {formatDate(session.createdAt, 'MMM d, yyyy')}
          </Text>
          {end.isError && (
            <Text size="xs" c="red.8" role="alert">
              {messageOf(end.error, ERRORS.generic)}
            </Text>
          )}
        </Stack>
        {!session.isCurrent && (
          <Button
            size="xs"
            variant="default"
            onClick={() => end.mutate(session.id)}
            loading={end.isPending}
            aria-label={`Sign out ${device}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </List.Item>
  );
}

/** "Where you're signed in": every session of the account, this device marked, each other one can be ended. */
export function SessionsSection() {
  const sessions = useSessions();
  const others = useSignOutOthers();
  const hasOthers = sessions.data?.some((session) => !session.isCurrent) ?? false;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sessions-title">
          Where you're signed in
        </Title>
        <Text size="sm" c="dimmed">
          Sign out any device you do not recognise, then change your password.
        </Text>
        {sessions.isPending && <Loader size="sm" aria-label="Loading where you're signed in" />}
        {sessions.isError && <Text size="sm">Could not load where you're signed in.</Text>}
        {sessions.data && (
          <List listStyleType="none" spacing="sm" aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </List>
        )}
        {others.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(others.error, ERRORS.generic)}
          </Alert>
        )}
        {hasOthers && (
          <Button
            variant="light"
            color="red"
            onClick={() => others.mutate()}
            loading={others.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Sign out everywhere else
          </Button>
        )}
      </Stack>
    </Card>
  );
}
