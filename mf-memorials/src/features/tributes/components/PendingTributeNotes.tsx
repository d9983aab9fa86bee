import { messageOf } from '@evergreen/domain/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTributeNotes } from '../api/get-tributes';
import { useSetTributeStatus } from '../api/set-tribute-status';
import { TributeNoteItem } from './TributeNoteItem';

/** The notes of candles and flowers waiting for the family's approval (only the owner and editors read them). */
export function usePendingTributeNotes(graveId: string) {
  const notes = useTributeNotes(graveId);
  return (notes.data ?? []).filter((tribute) => tribute.status === 'pending');
}

/** Listed with the pending memories on the memorial's details page, each with Approve and Hide. */
export function PendingTributeNotes({ graveId }: { graveId: string }) {
  const { t } = useLingui();
  const pending = usePendingTributeNotes(graveId);
  const decide = useSetTributeStatus(graveId);
  if (pending.length === 0) return null;
  return (
    <Stack gap="sm">
      {decide.isError && (
        <Alert color="red" role="alert">
          {messageOf(decide.error, t`Failed to save the note`)}
        </Alert>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {pending.map((tribute) => {
          const busy = decide.isPending && decide.variables.id === tribute.id;
          return (
            <TributeNoteItem
              key={tribute.id}
              tribute={tribute}
              actions={
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    disabled={busy}
                    onClick={() => decide.mutate({ id: tribute.id, status: 'published' })}
                  >
                    <Trans>Approve</Trans>
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={busy}
                    onClick={() => decide.mutate({ id: tribute.id, status: 'hidden' })}
                  >
                    <Trans>Hide</Trans>
                  </Button>
                </Group>
              }
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
