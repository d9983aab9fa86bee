import { signInPathFor } from '@evergreen/domain/auth';
import { ERRORS } from '@evergreen/domain/errors';
import { memoryPermissions, memoryText } from '@evergreen/domain/memories';
import { errorText } from '@evergreen/domain/server-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { NoConnectionError } from '../../../outbox/outbox';
import { useOutbox } from '../../../outbox/use-outbox';
import { useFormToken } from '../../../posting/form-token';
import { HoneypotField } from '../../../posting/HoneypotField';
import { postErrorText } from '../../../posting/post-error-text';
import { postMemory, useCreateMemory } from '../api/create-memory';
import { useDeleteMemory } from '../api/delete-memory';
import { memoriesQueryKey, useMemories, type VisitorMemory } from '../api/get-memories';
import { useUpdateMemory } from '../api/update-memory';
import { MemoryItem } from './MemoryItem';
import { WaitingMemories } from './WaitingMemories';

const POST_MEMORY = 'post-memory';

export interface VisitorMemoriesProps {
  graveId: string;
  ownerId: string;
  /** The signed-in user, or null for a visitor. */
  userId: string | null;
  /** Where a visitor comes back to after signing in. */
  returnPath: string;
  /** More actions on each memory, from other features (the public page's "Report"). */
  memoryActions?: (memory: VisitorMemory) => ReactNode;
}

/** Memories left by visitors on a public memorial, newest first. */
export function VisitorMemories({
  graveId,
  ownerId,
  userId,
  returnPath,
  memoryActions,
}: VisitorMemoriesProps) {
  const { t, i18n } = useLingui();
  const memories = useMemories(graveId);
  const form = useFormToken(`memory:${graveId}`, Boolean(userId));
  const [honeypot, setHoneypot] = useState('');
  const create = useCreateMemory(graveId);
  const update = useUpdateMemory(graveId);
  const remove = useDeleteMemory(graveId);
  const [draft, setDraft] = useState('');
  const queryClient = useQueryClient();
  // Written without a connection, a memory waits on the phone with the form's token and hidden field, and is posted
  // once the connection returns (issue 30); a refusal is kept in the reader's language.
  const senders = useMemo(
    () => ({ [POST_MEMORY]: (args: Record<string, string>, id: string) => postMemory(args, id, i18n) }),
    [i18n],
  );
  const outbox = useOutbox(userId, senders, () =>
    queryClient.invalidateQueries({ queryKey: memoriesQueryKey(graveId) }),
  );
  const waiting = outbox.items.filter((item) => item.call === POST_MEMORY && item.args.graveId === graveId);
  const keep = async (text: string, key?: string) => {
    const args: Record<string, string> = { graveId, text, honeypot };
    if (form.token) args.formToken = form.token;
    await outbox.add(POST_MEMORY, args, key);
    setDraft('');
  };

  /** The error box shows the last change's failure: starting a change clears the others'. */
  const clearOthers = (current: { reset: () => void }) => {
    for (const mutation of [create, update, remove]) if (mutation !== current) mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = memoryText(draft);
    if (!text || !userId || create.isPending) return;
    clearOthers(create);
    if (!navigator.onLine) return void keep(text);
    const key = crypto.randomUUID();
    // On a refusal the text stays in the box; either way the next post gets a new token.
    create.mutate(
      { text, formToken: form.token, honeypot, idempotencyKey: key },
      {
        onSuccess: () => setDraft(''),
        // The connection dropped on the way: the same memory, with the same key, waits in the outbox.
        onError: (error) => {
          if (error instanceof NoConnectionError) {
            create.reset();
            void keep(text, key);
          }
        },
        onSettled: () => void form.renew(),
      },
    );
  };

  const save = (id: string, text: string): Promise<boolean> => {
    clearOthers(update);
    return update.mutateAsync({ id, text }).then(
      () => true,
      () => false,
    );
  };

  const deleteOne = async (id: string): Promise<void> => {
    clearOthers(remove);
    await remove.mutateAsync(id).catch(() => undefined);
  };

  const changeError = create.isError
    ? postErrorText(i18n, create.error, ERRORS.memorySave)
    : update.isError
      ? errorText(i18n, update.error, ERRORS.memorySave)
      : remove.isError
        ? errorText(i18n, remove.error, ERRORS.memoryDelete)
        : null;
  // Published memories, and the reader's own while they wait; the family decides on the others in "Pending memories".
  const shown = (memories.data ?? []).filter(
    (memory) => memory.status === 'published' || (memory.status === 'pending' && memory.user_id === userId),
  );
  const shownError =
    changeError ?? (memories.isError ? errorText(i18n, memories.error, ERRORS.memoriesLoad) : null);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="visitor-memories">
      <Stack gap="md">
        <Title order={2} size="h3" id="visitor-memories">
          <Trans>Visitor Memories</Trans>
        </Title>
        {shownError && (
          <Alert color="red" title={t`Error`} role="alert">
            {shownError}
          </Alert>
        )}
        {userId ? (
          <Stack component="form" gap="xs" onSubmit={submit} pos="relative">
            <Textarea
              label={t`Share a memory`}
              placeholder={t`A story, a moment, a few words of remembrance...`}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              autosize
              minRows={3}
            />
            <HoneypotField value={honeypot} onChange={setHoneypot} />
            <Button
              type="submit"
              loading={create.isPending}
              // Ready once the form's token has come (a post without one would only be refused); offline, the
              // outbox fetches one when it sends.
              disabled={!memoryText(draft) || (!form.token && navigator.onLine)}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Share Memory</Trans>
            </Button>
          </Stack>
        ) : (
          <Text size="sm">
            <Trans>
              <Anchor component={Link} to={signInPathFor(returnPath)}>
                Sign in
              </Anchor>{' '}
              to share a memory.
            </Trans>
          </Text>
        )}
        <WaitingMemories items={waiting} onDiscard={(id) => void outbox.discard(id)} />
        {memories.isPending && <Loader size="sm" role="status" aria-label={t`Loading memories`} />}
        {memories.isSuccess &&
          (shown.length === 0 ? (
            <Text c="dimmed" size="sm">
              <Trans>No memories have been shared yet.</Trans>
            </Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {shown.map((memory) => {
                const { canEdit, canDelete } = memoryPermissions(memory, userId, ownerId);
                return (
                  <MemoryItem
                    key={memory.id}
                    memory={memory}
                    canEdit={canEdit}
                    canDelete={canDelete}
                    saving={update.isPending && update.variables.id === memory.id}
                    onSave={(text) => save(memory.id, text)}
                    onDelete={() => deleteOne(memory.id)}
                    actions={memoryActions?.(memory)}
                  />
                );
              })}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
