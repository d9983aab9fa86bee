import { ConfirmDialog } from '@evergreen/design-system/ConfirmButton';
import { usePrerendered } from '@evergreen/design-system/prerendered';
import { formatDateIn, utcDateOf } from '@evergreen/domain/dates';
import { isEdited, memoryText } from '@evergreen/domain/memories';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { VisitorMemory } from '../api/get-memories';

export interface MemoryItemProps {
  memory: VisitorMemory;
  canEdit: boolean;
  canDelete: boolean;
  /** While this memory's change is being saved. */
  saving: boolean;
  /** Answers whether the change was saved; failures are shown by the list. */
  onSave: (text: string) => Promise<boolean>;
  onDelete: () => Promise<void>;
  /** More actions on this memory, from other features (the public page's "Report"). */
  actions?: ReactNode;
}

/** One memory: author, text, date, "(edited)", and the author's (or owner's) actions. */
export function MemoryItem({
  memory,
  canEdit,
  canDelete,
  saving,
  onSave,
  onDelete,
  actions,
}: MemoryItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(memory.memory_text);
  const [confirming, setConfirming] = useState(false);
  const { t, i18n } = useLingui();
  // memoryAuthor's rule (the name only, never an e-mail), with "Anonymous" in the reader's language.
  const author = memory.author_name?.trim() || t`Anonymous`;
  // Prerendered, and in the first render that hydrates that markup, the day in UTC (the server knows no reader's
  // time zone); the reader's own day from the next render.
  const prerendered = usePrerendered();

  const save = async () => {
    const text = memoryText(draft);
    if (!text) return;
    if (await onSave(text)) setEditing(false);
  };

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={t`Memory from ${author}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600} dir="auto">
              {author}
            </Text>
            {memory.status === 'pending' && (
              <Badge color="yellow" variant="light" tt="none">
                <Trans>Waiting for the family's approval</Trans>
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateIn(
              i18n.locale,
              prerendered ? utcDateOf(memory.created_at) : memory.created_at,
              'short',
            )}
            {isEdited(memory) && ` ${t`(edited)`}`}
          </Text>
        </Group>
        {editing ? (
          <Stack gap="xs">
            <Textarea
              label={t`Edit your memory`}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              autosize
              minRows={3}
            />
            <Group gap="xs">
              <Button size="xs" onClick={save} loading={saving} disabled={!memoryText(draft)}>
                <Trans>Save</Trans>
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setDraft(memory.memory_text);
                  setEditing(false);
                }}
                disabled={saving}
              >
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          // A memory reads in its writer's direction, whatever the page's (dir="auto").
          <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
            {memory.memory_text}
          </Text>
        )}
        {!editing && (canEdit || canDelete || actions) && (
          <Group gap="xs">
            {canEdit && (
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
                <Trans>Edit</Trans>
              </Button>
            )}
            {canDelete && (
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                <Trans>Delete</Trans>
              </Button>
            )}
            {actions}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete memory`}
        message={t`Are you sure you want to delete this memory?`}
        confirmLabel={t`Delete`}
        color="red"
        onConfirm={onDelete}
      />
    </Paper>
  );
}
