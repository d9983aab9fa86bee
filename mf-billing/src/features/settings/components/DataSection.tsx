import { ERRORS, messageOf, SUCCESS } from '@evergreen/domain/errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useExportData } from '../api/export-data';
import type { Notify } from './banner';

export function DataSection({ notify }: { notify: Notify }) {
  const userId = useSessionStore((state) => state.user?.id);
  const exportData = useExportData();
  const start = () => {
    notify(null);
    if (!userId) {
      notify({ kind: 'error', text: ERRORS.exportData });
      return;
    }
    exportData.mutate(userId, {
      onSuccess: () => notify({ kind: 'success', text: SUCCESS.dataExported }),
      onError: (error) => notify({ kind: 'error', text: messageOf(error, ERRORS.exportData) }),
    });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="data-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="data-title">
          Data Management
        </Title>
        <Text size="sm" c="dimmed">
          Download your profile, memorials, reminders and memories as a JSON file.
        </Text>
        <Button variant="default" onClick={start} loading={exportData.isPending}>
          Export Data
        </Button>
      </Stack>
    </Card>
  );
}
