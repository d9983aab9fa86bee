import { formatDate } from '@evergreen/domain/dates';
import { Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { type SecurityEvent, useSecurityEvents } from '../api/get-security-events';
import { deviceOf } from '../device';

/** What each recorded event says to the account's owner. */
export const SECURITY_EVENT_TEXTS: Record<string, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in attempt',
  password_changed: 'Password changed',
  email_change_requested: 'E-mail change requested',
  email_change_confirmed: 'E-mail address changed',
  email_change_undone: 'E-mail change undone',
  signed_out: 'Signed out',
  sessions_ended: 'Sessions ended',
  mfa_enabled: 'Two-step sign-in turned on',
  mfa_disabled: 'Two-step sign-in turned off',
  mfa_code_failed: 'Wrong two-step code entered',
  mfa_recovery_code_used: 'Recovery code used',
};

const line = (event: SecurityEvent) =>
  `${SECURITY_EVENT_TEXTS[event.kind] ?? event.kind} · ${deviceOf(event.user_agent)} · ${formatDate(event.created_at, 'MMM d, yyyy HH:mm')}`;

/** "Recent security activity": the account's sign-ins, changes and sign-outs of the last 90 days. */
export function SecurityActivity() {
  const events = useSecurityEvents();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="activity-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="activity-title">
          Recent security activity
        </Title>
        <Text size="sm" c="dimmed">
          Sign-ins and changes to your account in the last 90 days. If you do not recognise one, change your
          password.
        </Text>
        {events.isPending && <Loader size="sm" aria-label="Loading security activity" />}
        {events.isError && <Text size="sm">Could not load your security activity.</Text>}
        {events.data &&
          (events.data.length === 0 ? (
            <Text size="sm">Nothing yet.</Text>
          ) : (
            <List size="sm" spacing={4} aria-label="Security events">
              {events.data.map((event) => (
                <List.Item key={event.id}>{line(event)}</List.Item>
              ))}
            </List>
          ))}
      </Stack>
    </Card>
  );
}
