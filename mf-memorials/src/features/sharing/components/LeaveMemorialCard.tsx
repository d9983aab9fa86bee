import { ConfirmDialog } from '@evergreen/design-system/ConfirmButton';
import { messageOf } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveMemorial } from '../api/leave-memorial';

export interface LeaveMemorialCardProps {
  graveId: string;
  /** The memorial's full name, so the confirmation says which memorial is left. */
  name: string;
  /** The collaborator's role on it. */
  role: 'viewer' | 'editor';
  /** The signed-in collaborator. */
  userId: string;
}

/** For a collaborator: what access they hold on a memorial shared with them, and a way to give it up. */
export function LeaveMemorialCard({ graveId, name, role, userId }: LeaveMemorialCardProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveMemorial(graveId);
  const error = leave.isError ? messageOf(leave.error, t`Failed to leave memorial`) : null;

  // The dialog shows its own progress; a failure shows in the card once it closes.
  const confirm = () =>
    leave.mutateAsync(userId).then(
      () => navigate(paths.dashboard),
      () => undefined,
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="your-access">
      <Title order={2} size="h4" id="your-access" mb="sm">
        <Trans>Your access</Trans>
      </Title>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {role === 'editor' ? (
            <Trans>Its owner shared this memorial with you: you can view and edit it.</Trans>
          ) : (
            <Trans>Its owner shared this memorial with you: you can view it.</Trans>
          )}
        </Text>
        {error && (
          <Alert color="red" title={t`Error`} role="alert">
            {error}
          </Alert>
        )}
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          <Trans>Leave memorial</Trans>
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Leave memorial`}
        message={t`Leave the memorial of ${name}? It will no longer appear in your dashboard, and only its owner can share it with you again.`}
        confirmLabel={t`Leave memorial`}
        color="red"
        onConfirm={confirm}
      />
    </Card>
  );
}
