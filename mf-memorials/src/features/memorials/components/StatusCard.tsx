import { DATE_FORMATS, formatDate } from '@evergreen/domain/dates';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Memorial } from '../api/get-memorials';

/** Visibility, the user's active reminders for this memorial and when it was created. */
export function StatusCard({ memorial, activeReminders }: { memorial: Memorial; activeReminders: number }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memorial-status">
      <Title order={2} size="h4" id="memorial-status" mb="sm">
        Memorial Status
      </Title>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm">Visibility</Text>
          <Badge color={memorial.is_public ? 'evergreen' : 'gray'} variant="light">
            {memorial.is_public ? 'Public' : 'Private'}
          </Badge>
        </Group>
        <Group justify="space-between">
          <Text size="sm">Reminders</Text>
          <Text size="sm">
            {activeReminders} active {activeReminders === 1 ? 'reminder' : 'reminders'}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">Created</Text>
          <Text size="sm">{formatDate(memorial.created_at, DATE_FORMATS.long)}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
