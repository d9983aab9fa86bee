import { signInPathFor } from '@evergreen/domain/auth';
import { messageOf } from '@evergreen/domain/errors';
import { TRIBUTE_NOTE_MAX, type TributeKind, tributeNote } from '@evergreen/domain/posting';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOutbox } from '../../../outbox/use-outbox';
import { useFormToken } from '../../../posting/form-token';
import { HoneypotField } from '../../../posting/HoneypotField';
import { postErrorText } from '../../../posting/post-error-text';
import { tributesQueryKey, useTributeCounts, useTributeNotes } from '../api/get-tributes';
import { sendTribute, TRIBUTE_FAILED, usePostTribute } from '../api/post-tribute';
import { TributeNoteItem } from './TributeNoteItem';
import { WaitingTributes } from './WaitingTributes';

const POST_TRIBUTE = 'post-tribute';

export interface TributesProps {
  graveId: string;
  /** The signed-in user, or null: signed out, a visitor may light a candle but not leave flowers. */
  userId: string | null;
  /** Where a visitor comes back to after signing in. */
  returnPath: string;
}

/** "Light a candle" and "Leave flowers" on a public memorial, with an optional note, the counts and the notes. */
export function Tributes({ graveId, userId, returnPath }: TributesProps) {
  const { t, i18n } = useLingui();
  const counts = useTributeCounts(graveId);
  const notes = useTributeNotes(graveId);
  const post = usePostTribute(graveId);
  const form = useFormToken(`tribute:${graveId}`);
  const [note, setNote] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const queryClient = useQueryClient();
  // Signed in and without a connection, a candle (or flowers) waits on the phone and is left once it returns.
  const senders = useMemo(
    () => ({ [POST_TRIBUTE]: (args: Record<string, string>, id: string) => sendTribute(args, id, i18n) }),
    [i18n],
  );
  const outbox = useOutbox(userId, senders, () =>
    queryClient.invalidateQueries({ queryKey: tributesQueryKey(graveId) }),
  );
  const waiting = outbox.items.filter((item) => item.call === POST_TRIBUTE && item.args.graveId === graveId);
  const offline = userId !== null && !navigator.onLine;

  const leave = (kind: TributeKind) => {
    if (post.isPending) return;
    if (offline) {
      post.reset();
      const args: Record<string, string> = { graveId, kind, note: tributeNote(note) ?? '', honeypot };
      if (form.token) args.formToken = form.token;
      return void outbox.add(POST_TRIBUTE, args).then(() => setNote(''));
    }
    // On a refusal the note stays in the box; either way the next one gets a new token.
    post.mutate(
      { kind, note: tributeNote(note), formToken: form.token, honeypot },
      { onSuccess: () => setNote(''), onSettled: () => void form.renew() },
    );
  };

  const candles = counts.data?.candles ?? 0;
  const flowers = counts.data?.flowers ?? 0;
  const published = (notes.data ?? []).filter((tribute) => tribute.status === 'published');

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tributes">
      <Stack gap="md">
        <Title order={2} size="h3" id="tributes">
          <Trans>Candles and flowers</Trans>
        </Title>
        {counts.isSuccess && (
          <Text aria-live="polite">
            {plural(candles, { one: '# candle', other: '# candles' })}
            {' · '}
            {plural(flowers, { one: '# bouquet of flowers', other: '# bouquets of flowers' })}
          </Text>
        )}
        {post.isError && (
          <Alert color="red" role="alert">
            {postErrorText(i18n, post.error, TRIBUTE_FAILED)}
          </Alert>
        )}
        {post.isSuccess && (
          <Alert color={post.data.pending ? 'yellow' : 'green'} role="status">
            {post.data.pending ? <Trans>Waiting for the family's approval</Trans> : <Trans>Thank you.</Trans>}
          </Alert>
        )}
        <WaitingTributes items={waiting} onDiscard={(id) => void outbox.discard(id)} />
        <Stack gap="xs" pos="relative">
          <Textarea
            label={t`Add a note (optional)`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={TRIBUTE_NOTE_MAX}
            description={`${note.length}/${TRIBUTE_NOTE_MAX}`}
            autosize
            minRows={2}
          />
          <HoneypotField value={honeypot} onChange={setHoneypot} />
          <Group gap="xs">
            <Button
              onClick={() => leave('candle')}
              loading={post.isPending && post.variables.kind === 'candle'}
              disabled={post.isPending || (!form.token && !offline)}
            >
              <Trans>Light a candle</Trans>
            </Button>
            {userId && (
              <Button
                variant="light"
                onClick={() => leave('flowers')}
                loading={post.isPending && post.variables.kind === 'flowers'}
                disabled={post.isPending || (!form.token && !offline)}
              >
                <Trans>Leave flowers</Trans>
              </Button>
            )}
          </Group>
          {!userId && (
            <Text size="sm">
              <Trans>
                <Anchor component={Link} to={signInPathFor(returnPath)}>
                  Sign in
                </Anchor>{' '}
                to leave flowers.
              </Trans>
            </Text>
          )}
        </Stack>
        {notes.isError && (
          <Alert color="red" role="alert">
            {messageOf(notes.error, t`Failed to load the notes`)}
          </Alert>
        )}
        {published.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {published.map((tribute) => (
              <TributeNoteItem key={tribute.id} tribute={tribute} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
