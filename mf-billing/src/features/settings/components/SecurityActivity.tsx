import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeIn } from '../../../locale';
import { type SecurityEvent, useSecurityEvents } from '../api/get-security-events';
import { deviceOf } from '../device';

/** What each recorded event says to the account's owner. */
export const SECURITY_EVENT_TEXTS: Record<string, MessageDescriptor> = {
  sign_in: msg`Signed in`,
  sign_in_failed: msg`Failed sign-in attempt`,
  password_changed: msg`Password changed`,
  email_change_requested: msg`E-mail change requested`,
  email_change_confirmed: msg`E-mail address changed`,
  email_change_undone: msg`E-mail change undone`,
  signed_out: msg`Signed out`,
  sessions_ended: msg`Sessions ended`,
  mfa_enabled: msg`Two-step sign-in turned on`,
  mfa_disabled: msg`Two-step sign-in turned off`,
  mfa_code_failed: msg`Wrong two-step code entered`,
  mfa_recovery_code_used: msg`Recovery code used`,
};

function line(event: SecurityEvent, i18n: I18n): string {
  const known = SECURITY_EVENT_TEXTS[event.kind];
  const what = known ? i18n._(known) : event.kind;
  return `${what} · ${deviceOf(event.user_agent)} · ${formatDateTimeIn(i18n.locale, event.created_at)}`;
}

/** "Recent security activity": the account's sign-ins, changes and sign-outs of the last 90 days. */
export function SecurityActivity() {
  const events = useSecurityEvents();
  const { i18n, t } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="activity-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="activity-title">
          <Trans>Recent security activity</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Sign-ins and changes to your account in the last 90 days. If you do not recognise one, change your
            password.
          </Trans>
        </Text>
        {events.isPending && <Loader size="sm" aria-label={t`Loading security activity`} />}
        {events.isError && (
          <Text size="sm">
            <Trans>Could not load your security activity.</Trans>
          </Text>
        )}
        {events.data &&
          (events.data.length === 0 ? (
            <Text size="sm">
              <Trans>Nothing yet.</Trans>
            </Text>
          ) : (
            <List size="sm" spacing={4} aria-label={t`Security events`}>
              {events.data.map((event) => (
                <List.Item key={event.id}>{line(event, i18n)}</List.Item>
              ))}
            </List>
          ))}
      </Stack>
    </Card>
  );
}
