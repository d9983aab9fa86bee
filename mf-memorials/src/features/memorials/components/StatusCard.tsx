import { formatDateIn } from '@evergreen/domain/dates';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Memorial } from '../api/get-memorials';

/** Visibility, the user's active reminders for this memorial and when it was created. */
export function StatusCard({ memorial, activeReminders }: { memorial: Memorial; activeReminders: number }) {
  const { i18n } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memorial-status">
      <Title order={2} size="h4" id="memorial-status" mb="sm">
        <Trans>Memorial Status</Trans>
      </Title>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm">
            <Trans>Visibility</Trans>
          </Text>
          <Badge color={memorial.is_public ? 'evergreen' : 'gray'} variant="light">
            {memorial.is_public ? <Trans>Public</Trans> : <Trans>Private</Trans>}
          </Badge>
        </Group>
        <Group justify="space-between">
          <Text size="sm">
            <Trans>Reminders</Trans>
          </Text>
          <Text size="sm">
            <Plural value={activeReminders} one="# active reminder" other="# active reminders" />
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">
            <Trans>Created</Trans>
          </Text>
          <Text size="sm">{formatDateIn(i18n.locale, memorial.created_at, 'long')}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
