import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { OutboxItem } from '../../../outbox/outbox';

/**
 * Memories written on this phone that wait in its outbox (issue 30): posted once the connection returns; one the
 * server refused says why and keeps its text until its writer lets it go.
 */
export function WaitingMemories({
  items,
  onDiscard,
}: {
  items: OutboxItem[];
  onDiscard: (id: string) => void;
}) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  const waiting = items.some((item) => item.refusal === undefined);
  return (
    <Stack gap="xs">
      {waiting && (
        <Alert color="evergreen" role="status">
          <Trans>Saved on this phone. It will be posted when you are back online.</Trans>
        </Alert>
      )}
      {items.map((item) => (
        <Paper key={item.id} withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{item.args.text}</Text>
            {item.refusal === undefined ? (
              <Text size="sm" c="dimmed">
                <Trans>Waiting to be posted</Trans>
              </Text>
            ) : (
              <Alert color="red" title={t`This memory could not be posted`} role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{item.refusal}</Text>
                  <Button size="xs" variant="default" onClick={() => onDiscard(item.id)}>
                    <Trans>Discard</Trans>
                  </Button>
                </Stack>
              </Alert>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
