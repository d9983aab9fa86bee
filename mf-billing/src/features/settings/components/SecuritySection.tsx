import { ERRORS, messageOf, SUCCESS } from '@evergreen/domain/errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useSendPasswordReset } from '../api/reset-password';
import type { Notify } from './banner';

export function SecuritySection({ notify }: { notify: Notify }) {
  const email = useSessionStore((state) => state.user?.email);
  const reset = useSendPasswordReset();
  const send = () => {
    notify(null);
    if (!email) {
      notify({ kind: 'error', text: ERRORS.passwordResetSend });
      return;
    }
    reset.mutate(email, {
      onSuccess: () => notify({ kind: 'success', text: SUCCESS.passwordResetSent }),
      onError: (error) => notify({ kind: 'error', text: messageOf(error, ERRORS.passwordResetSend) }),
    });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="security-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="security-title">
          Security
        </Title>
        <Text size="sm" c="dimmed">
          We will e-mail you a link to choose a new password.
        </Text>
        <Button variant="default" onClick={send} loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </Card>
  );
}
