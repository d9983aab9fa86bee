import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { OutboxItem } from '../../../outbox/outbox';

/**
 * Candles and flowers left on this phone without a connection (issue 30): lit once it returns; one the server refused
 * says why, with its note, until its visitor lets it go.
 */
export function WaitingTributes({
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
      {items
        .filter((item) => item.refusal !== undefined)
        .map((item) => (
          <Alert
            key={item.id}
            color="red"
            role="alert"
            title={
              item.args.kind === 'flowers'
                ? t`Your flowers could not be left`
                : t`Your candle could not be lit`
            }
          >
            <Stack gap="xs" align="flex-start">
              {item.args.note && <Text style={{ whiteSpace: 'pre-wrap' }}>{item.args.note}</Text>}
              <Text size="sm">{item.refusal}</Text>
              <Button size="xs" variant="default" onClick={() => onDiscard(item.id)}>
                <Trans>Discard</Trans>
              </Button>
            </Stack>
          </Alert>
        ))}
    </Stack>
  );
}
