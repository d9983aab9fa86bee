import { ConfirmDialog } from '@evergreen/design-system/ConfirmButton';
import { messageOf } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteMemorial } from '../api/delete-memorial';
import type { Memorial } from '../api/get-memorials';

/** The owner's way to delete a memorial for good, with its photos, collaborators, memories and reminders. */
export function DeleteMemorialSection({ memorial }: { memorial: Memorial }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteMemorial();
  const name = memorial.full_name;
  const error = deletion.isError ? messageOf(deletion.error, t`Failed to delete memorial`) : null;

  // The dialog shows its own progress; a failure shows in the error box once it closes.
  const remove = () =>
    deletion.mutateAsync(memorial).then(
      () => navigate(paths.dashboard),
      () => undefined,
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="delete-memorial">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="delete-memorial" c="red.8">
          <Trans>Delete memorial</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Deleting removes this memorial, its photos, its visitor memories and everyone's access to it. This
            cannot be undone.
          </Trans>
        </Text>
        {error && (
          <Alert color="red" title={t`Error`} role="alert">
            {error}
          </Alert>
        )}
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          <Trans>Delete memorial</Trans>
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete memorial`}
        message={t`Delete the memorial of ${name}? Its photos, memories and reminders are deleted too. This cannot be undone.`}
        confirmLabel={t`Delete memorial`}
        color="red"
        onConfirm={remove}
      />
    </Paper>
  );
}
