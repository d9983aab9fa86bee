import { ARCHIVE_TEXT, ArchiveError, importCompleteText } from '@evergreen/domain/archive';
import { ERRORS, messageOf, SUCCESS } from '@evergreen/domain/errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useDownloadArchive } from '../api/download-archive';
import { useExportData } from '../api/export-data';
import { useImportArchive } from '../api/import-archive';
import type { Notify } from './banner';

/** An archive the page refused says exactly why; anything else (network, database) is said as it came. */
const importMessage = (error: unknown) =>
  error instanceof ArchiveError ? error.message : messageOf(error, ARCHIVE_TEXT.importFailed);

export function DataSection({ notify }: { notify: Notify }) {
  const userId = useSessionStore((state) => state.user?.id);
  const exportData = useExportData();
  const downloadArchive = useDownloadArchive();
  const importArchive = useImportArchive();
  const resetFile = useRef<() => void>(null);
  const busy = exportData.isPending || downloadArchive.isPending || importArchive.isPending;

  const start = (failure: string): string | null => {
    notify(null);
    if (!userId) notify({ kind: 'error', text: failure });
    return userId ?? null;
  };
  const exportJson = () => {
    const user = start(ERRORS.exportData);
    if (!user) return;
    exportData.mutate(user, {
      onSuccess: () => notify({ kind: 'success', text: SUCCESS.dataExported }),
      onError: (error) => notify({ kind: 'error', text: messageOf(error, ERRORS.exportData) }),
    });
  };
  const exportZip = () => {
    const user = start(ARCHIVE_TEXT.downloadFailed);
    if (!user) return;
    downloadArchive.mutate(user, {
      onSuccess: () => notify({ kind: 'success', text: ARCHIVE_TEXT.downloaded }),
      onError: (error) => notify({ kind: 'error', text: messageOf(error, ARCHIVE_TEXT.downloadFailed) }),
    });
  };
  const importZip = (file: File | null) => {
    // The same file may be chosen again after fixing the plan: the input must report it again.
    resetFile.current?.();
    if (!file) return;
    const user = start(ARCHIVE_TEXT.importFailed);
    if (!user) return;
    importArchive.mutate(
      { userId: user, file },
      {
        onSuccess: (restored) => notify({ kind: 'success', text: importCompleteText(restored) }),
        onError: (error) => notify({ kind: 'error', text: importMessage(error) }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="data-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="data-title">
          Data Management
        </Title>
        <Text size="sm" c="dimmed">
          Download your profile, memorials, reminders and memories as a JSON file, or everything with every
          photo as a .zip archive that you can import again into any account.
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={exportJson}
            loading={exportData.isPending}
            disabled={busy && !exportData.isPending}
          >
            Export Data
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileZip size={16} aria-hidden="true" />}
            onClick={exportZip}
            loading={downloadArchive.isPending}
            disabled={busy && !downloadArchive.isPending}
          >
            Download everything (.zip)
          </Button>
          <FileButton
            onChange={importZip}
            accept=".zip,application/zip"
            resetRef={resetFile}
            inputProps={{ 'aria-label': 'Archive to import (.zip)' }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                loading={importArchive.isPending}
                disabled={busy && !importArchive.isPending}
              >
                Import from archive
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          Importing adds the archive's memorials, their photos, reminders and your memories to this account as
          new memorials, public or private as they were. It is refused as a whole if your plan has no room for
          them.
        </Text>
      </Stack>
    </Card>
  );
}
