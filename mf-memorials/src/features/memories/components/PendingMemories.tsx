import { messageOf } from '@evergreen/domain/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemories } from '../api/get-memories';
import { useSetMemoryStatus } from '../api/set-memory-status';

export interface PendingMemoriesProps {
  graveId: string;
  /** The owner's choice of what waits (MemoryApprovalSetting), shown above the list. */
  setting?: ReactNode;
  /** Other posts waiting for the same decision (candle and flower notes), listed after the memories. */
  extra?: ReactNode;
  extraCount?: number;
}

/** For the owner and editors: memories waiting for the family's approval, each with Approve and Hide. */
export function PendingMemories({ graveId, setting, extra, extraCount = 0 }: PendingMemoriesProps) {
  const { t } = useLingui();
  const memories = useMemories(graveId);
  const decide = useSetMemoryStatus(graveId);
  const pending = (memories.data ?? []).filter((memory) => memory.status === 'pending');

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pending-memories">
      <Stack gap="md">
        <Title order={2} size="h3" id="pending-memories">
          <Trans>Pending memories</Trans>
        </Title>
        {setting}
        {decide.isError && (
          <Alert color="red" role="alert">
            {messageOf(decide.error, t`Failed to save memory`)}
          </Alert>
        )}
        {memories.isSuccess && pending.length === 0 && extraCount === 0 && (
          <Text c="dimmed" size="sm">
            <Trans>Nothing is waiting for approval.</Trans>
          </Text>
        )}
        {pending.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {pending.map((memory) => {
              const author = memory.author_name?.trim() || t`Anonymous`;
              const busy = decide.isPending && decide.variables.id === memory.id;
              return (
                <Paper
                  key={memory.id}
                  withBorder
                  radius="md"
                  p="md"
                  component="li"
                  aria-label={t`Memory from ${author}`}
                >
                  <Stack gap="xs">
                    <Text fw={600} dir="auto">
                      {author}
                    </Text>
                    <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                      {memory.memory_text}
                    </Text>
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        loading={busy && decide.variables.status === 'published'}
                        disabled={busy}
                        onClick={() => decide.mutate({ id: memory.id, status: 'published' })}
                      >
                        <Trans>Approve</Trans>
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={busy && decide.variables.status === 'hidden'}
                        disabled={busy}
                        onClick={() => decide.mutate({ id: memory.id, status: 'hidden' })}
                      >
                        <Trans>Hide</Trans>
                      </Button>
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
        {extra}
      </Stack>
    </Paper>
  );
}
