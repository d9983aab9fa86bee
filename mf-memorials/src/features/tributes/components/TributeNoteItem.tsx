import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TributeNote } from '../api/get-tributes';

export interface TributeNoteItemProps {
  tribute: TributeNote;
  /** The family's actions (Approve, Hide) in the pending list. */
  actions?: ReactNode;
}

/** One note: "A candle from …" or "Flowers from …", and the words left with it. */
export function TributeNoteItem({ tribute, actions }: TributeNoteItemProps) {
  const { t } = useLingui();
  const author = tribute.author_name?.trim() || t`Anonymous`;
  const title = tribute.kind === 'candle' ? t`A candle from ${author}` : t`Flowers from ${author}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={title}>
      <Stack gap="xs">
        <Text fw={600} dir="auto">
          {title}
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
          {tribute.note}
        </Text>
        {actions}
      </Stack>
    </Paper>
  );
}
