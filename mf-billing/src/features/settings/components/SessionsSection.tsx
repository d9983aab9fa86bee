import { formatDateIn } from '@evergreen/domain/dates';
import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeIn } from '../../../locale';
import { useEndSession, useSignOutOthers } from '../api/end-sessions';
import { type AccountSession, useSessions } from '../api/get-sessions';
import { deviceOf } from '../device';

function SessionItem({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const device = deviceOf(session.userAgent);
  const { i18n, t } = useLingui();
  const lastActive = formatDateTimeIn(i18n.locale, session.lastActiveAt);
  const signedIn = formatDateIn(i18n.locale, session.createdAt, 'short');
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
                <Trans>This device</Trans>
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>
              Last active {lastActive} · signed in {signedIn}
            </Trans>
          </Text>
          {end.isError && (
            <Text size="xs" c="red.8" role="alert">
              {errorText(i18n, end.error, ERRORS.generic)}
            </Text>
          )}
        </Stack>
        {!session.isCurrent && (
          <Button
            size="xs"
            variant="default"
            onClick={() => end.mutate(session.id)}
            loading={end.isPending}
            // A long device name or date wraps beside it; the button keeps its words whole in every language.
            style={{ flexShrink: 0 }}
            aria-label={t`Sign out ${device}`}
          >
            <Trans>Sign out</Trans>
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
  const { i18n, t } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sessions-title">
          <Trans>Where you're signed in</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Sign out any device you do not recognise, then change your password.</Trans>
        </Text>
        {sessions.isPending && <Loader size="sm" aria-label={t`Loading where you're signed in`} />}
        {sessions.isError && (
          <Text size="sm">
            <Trans>Could not load where you're signed in.</Trans>
          </Text>
        )}
        {sessions.data && (
          <List listStyleType="none" spacing="sm" aria-label={t`Signed-in devices`}>
            {sessions.data.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </List>
        )}
        {others.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(i18n, others.error, ERRORS.generic)}
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
            <Trans>Sign out everywhere else</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}
