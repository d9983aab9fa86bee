import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { useState } from 'react';
import { useDeleteAccount } from '../api/delete-account';
import type { Notify } from './banner';
import { CurrentPasswordInput } from './CurrentPasswordInput';

/** Spec section 4: deleting takes two clicks; the first only shows what will be lost. */
export function DangerZone({ notify }: { notify: Notify }) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const { i18n } = useLingui();
  const confirm = () => {
    notify(null);
    remove.mutate(password, {
      onError: (error) => {
        console.error('Could not delete the account', error);
        notify({ kind: 'error', text: errorText(i18n, error, ERRORS.deleteAccount) });
      },
    });
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="danger-title"
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="danger-title" c="red.8">
          <Trans>Danger Zone</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Deleting your account removes your memorials, photos, memories and reminders.</Trans>
        </Text>
        {confirming ? (
          <Paper withBorder radius="md" p="md" w="100%" bg="var(--mantine-color-red-light)">
            <Stack gap="sm">
              <Text fw={700}>
                <Trans>Are you sure?</Trans>
              </Text>
              <Text size="sm">
                <Trans>
                  This permanently deletes your account and everything in it. This cannot be undone.
                </Trans>
              </Text>
              <CurrentPasswordInput value={password} onChange={setPassword} />
              <Group gap="sm">
                <Button color="red" onClick={confirm} loading={remove.isPending}>
                  <Trans>Confirm Delete</Trans>
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setConfirming(false);
                    setPassword('');
                  }}
                  disabled={remove.isPending}
                >
                  <Trans>Cancel</Trans>
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <Button
            color="red"
            variant="outline"
            onClick={() => {
              notify(null);
              setConfirming(true);
            }}
          >
            <Trans>Delete Account</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}
