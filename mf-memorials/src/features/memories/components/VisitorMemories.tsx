import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { memoryPermissions, memoryText } from '@evergreen/domain/memories';
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAsync } from '../../../hooks/useAsync';
import { addMemory, deleteMemory, listMemories, updateMemory } from '../api/memories';
import { MemoryItem } from './MemoryItem';

export interface VisitorMemoriesProps {
  graveId: string;
  ownerId: string;
  /** The signed-in user, or null for a visitor. */
  userId: string | null;
  /** Where a visitor comes back to after signing in. */
  returnPath: string;
}

/** Memories left by visitors on a public memorial, newest first. */
export function VisitorMemories({ graveId, ownerId, userId, returnPath }: VisitorMemoriesProps) {
  const memories = useAsync(() => listMemories(graveId), [graveId, userId]);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs a change and reloads; a failure goes to the error box and answers false. */
  const run = async (action: () => Promise<void>, fallback: string): Promise<boolean> => {
    setError(null);
    try {
      await action();
      memories.reload();
      return true;
    } catch (cause) {
      setError(messageOf(cause, fallback));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = memoryText(draft);
    if (!text || !userId) return;
    setSaving(true);
    if (await run(() => addMemory(graveId, userId, text), ERRORS.memorySave)) setDraft('');
    setSaving(false);
  };

  const loadError = memories.status === 'error' ? messageOf(memories.error, ERRORS.memoriesLoad) : null;
  const shownError = error ?? loadError;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="visitor-memories">
      <Stack gap="md">
        <Title order={2} size="h3" id="visitor-memories">
          Visitor Memories
        </Title>
        {shownError && (
          <Alert color="red" title="Error" role="alert">
            {shownError}
          </Alert>
        )}
        {userId ? (
          <Stack component="form" gap="xs" onSubmit={submit}>
            <Textarea
              label="Share a memory"
              placeholder="A story, a moment, a few words of remembrance..."
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              autosize
              minRows={3}
            />
            <Button
              type="submit"
              loading={saving}
              disabled={!memoryText(draft)}
              style={{ alignSelf: 'flex-start' }}
            >
              Share Memory
            </Button>
          </Stack>
        ) : (
          <Text size="sm">
            <Anchor component={Link} to={`/auth?next=${encodeURIComponent(returnPath)}`}>
              Sign in
            </Anchor>{' '}
            to share a memory.
          </Text>
        )}
        {memories.status === 'loading' && <Loader size="sm" role="status" aria-label="Loading memories" />}
        {memories.status === 'success' &&
          (memories.data.length === 0 ? (
            <Text c="dimmed" size="sm">
              No memories have been shared yet.
            </Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {memories.data.map((memory) => {
                const { canEdit, canDelete } = memoryPermissions(memory, userId, ownerId);
                return (
                  <MemoryItem
                    key={memory.id}
                    memory={memory}
                    canEdit={canEdit}
                    canDelete={canDelete}
                    onSave={(text) => run(() => updateMemory(memory.id, text), ERRORS.memorySave)}
                    onDelete={async () => {
                      await run(() => deleteMemory(memory.id), ERRORS.memoryDelete);
                    }}
                  />
                );
              })}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
