import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';

import { type FormEvent, useState } from 'react';
import { useAccountEmail, useChangeEmail } from '../api/change-email';
import { CurrentPasswordInput } from './CurrentPasswordInput';

/**
 * "Change e-mail": the current address, a pending change waiting for confirmation, and the form that asks for one
 * (the new address and the current password; the server mails a link to each address).
 */
export function EmailSection() {
  const account = useAccountEmail();
  const change = useChangeEmail();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { i18n, t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { email: email.trim(), currentPassword: password },
      {
        onSuccess: () => {
          setOpen(false);
          setEmail('');
          setPassword('');
        },
      },
    );
  };
  const pending = account.data?.pending;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="email-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="email-title">
          <Trans>E-mail address</Trans>
        </Title>
        {account.isPending && <Loader size="sm" role="status" aria-label={t`Loading your e-mail address`} />}
        {account.data && <Text size="sm">{account.data.email}</Text>}
        {pending && (
          <Alert color="blue" variant="light" w="100%" title={t`Change pending`}>
            <Trans>
              Waiting for confirmation from {pending}. Follow the links we sent to {pending} and to your
              current address; until both are confirmed, nothing changes.
            </Trans>
          </Alert>
        )}
        {change.isSuccess && !open && (
          <Text size="sm">
            <Trans>
              Check both inboxes: your e-mail address changes once the new address and your current one
              confirm.
            </Trans>
          </Text>
        )}
        {open ? (
          <form onSubmit={submit} style={{ width: '100%' }}>
            <Stack gap="sm">
              <TextInput
                label={t`New e-mail address`}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                autoComplete="email"
                required
              />
              <CurrentPasswordInput value={password} onChange={setPassword} />
              {change.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorText(i18n, change.error, ERRORS.generic)}
                </Alert>
              )}
              <Group gap="sm">
                <Button type="submit" loading={change.isPending}>
                  <Trans>Send confirmation links</Trans>
                </Button>
                <Button variant="default" onClick={() => setOpen(false)} disabled={change.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Button
            variant="default"
            onClick={() => {
              change.reset();
              setOpen(true);
            }}
          >
            <Trans>Change e-mail</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}
