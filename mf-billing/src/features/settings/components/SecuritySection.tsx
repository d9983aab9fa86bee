import { ERRORS, messageOf, SUCCESS } from '@evergreen/domain/errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useSendPasswordReset } from '../api/reset-password';
import type { Notify } from './banner';

export function SecuritySection({ notify }: { notify: Notify }) {
  const email = useSessionStore((state) => state.user?.email);
  const reset = useSendPasswordReset();
  const { i18n } = useLingui();
  const failed = i18n._(ERRORS.passwordResetSend);
  const send = () => {
    notify(null);
    if (!email) {
      notify({ kind: 'error', text: failed });
      return;
    }
    reset.mutate(email, {
      onSuccess: () => notify({ kind: 'success', text: i18n._(SUCCESS.passwordResetSent) }),
      onError: (error) => notify({ kind: 'error', text: messageOf(error, failed) }),
    });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="security-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="security-title">
          <Trans>Security</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>We will e-mail you a link to choose a new password.</Trans>
        </Text>
        <Button variant="default" onClick={send} loading={reset.isPending}>
          <Trans>Reset Password</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
