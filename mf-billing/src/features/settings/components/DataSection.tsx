import { ArchiveError } from '@evergreen/domain/archive';
import { ERRORS, messageOf, SUCCESS } from '@evergreen/domain/errors';
import { useSessionStore } from '@evergreen/supabase-client';
import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useDownloadArchive } from '../api/download-archive';
import { useExportData } from '../api/export-data';
import { useImportArchive } from '../api/import-archive';
import { ARCHIVE_MESSAGES, translateKnown } from '../texts';
import type { Notify } from './banner';

/** An archive the page refused says exactly why; anything else (network, database) is said as it came. */
const importMessage = (error: unknown, i18n: I18n) =>
  error instanceof ArchiveError
    ? translateKnown(i18n, error.message)
    : messageOf(error, i18n._(ARCHIVE_MESSAGES.importFailed));

export function DataSection({ notify }: { notify: Notify }) {
  const userId = useSessionStore((state) => state.user?.id);
  const exportData = useExportData();
  const downloadArchive = useDownloadArchive();
  const importArchive = useImportArchive();
  const resetFile = useRef<() => void>(null);
  const { i18n, t } = useLingui();
  const busy = exportData.isPending || downloadArchive.isPending || importArchive.isPending;

  const start = (failure: string): string | null => {
    notify(null);
    if (!userId) notify({ kind: 'error', text: failure });
    return userId ?? null;
  };
  const exportJson = () => {
    const failed = i18n._(ERRORS.exportData);
    const user = start(failed);
    if (!user) return;
    exportData.mutate(user, {
      onSuccess: () => notify({ kind: 'success', text: i18n._(SUCCESS.dataExported) }),
      onError: (error) => notify({ kind: 'error', text: messageOf(error, failed) }),
    });
  };
  const exportZip = () => {
    const failed = i18n._(ARCHIVE_MESSAGES.downloadFailed);
    const user = start(failed);
    if (!user) return;
    downloadArchive.mutate(user, {
      onSuccess: () => notify({ kind: 'success', text: i18n._(ARCHIVE_MESSAGES.downloaded) }),
      onError: (error) => notify({ kind: 'error', text: messageOf(error, failed) }),
    });
  };
  const importZip = (file: File | null) => {
    // The same file may be chosen again after fixing the plan: the input must report it again.
    resetFile.current?.();
    if (!file) return;
    const user = start(i18n._(ARCHIVE_MESSAGES.importFailed));
    if (!user) return;
    importArchive.mutate(
      { userId: user, file },
      {
        onSuccess: (restored) =>
          notify({
            kind: 'success',
            // "memorials" even for one, as the issue words it (domain's importCompleteText).
            text: t`${plural(restored, { other: 'Import complete: # memorials restored.' })}`,
          }),
        onError: (error) => notify({ kind: 'error', text: importMessage(error, i18n) }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="data-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="data-title">
          <Trans>Data Management</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Download your profile, memorials, reminders and memories as a JSON file, or everything with every
            photo as a .zip archive that you can import again into any account.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={exportJson}
            loading={exportData.isPending}
            disabled={busy && !exportData.isPending}
          >
            <Trans>Export Data</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileZip size={16} aria-hidden="true" />}
            onClick={exportZip}
            loading={downloadArchive.isPending}
            disabled={busy && !downloadArchive.isPending}
          >
            <Trans>Download everything (.zip)</Trans>
          </Button>
          <FileButton
            onChange={importZip}
            accept=".zip,application/zip"
            resetRef={resetFile}
            inputProps={{ 'aria-label': t`Archive to import (.zip)` }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                loading={importArchive.isPending}
                disabled={busy && !importArchive.isPending}
              >
                <Trans>Import from archive</Trans>
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>
            Importing adds the archive's memorials, their photos, reminders and your memories to this account
            as new memorials, public or private as they were. It is refused as a whole if your plan has no
            room for them.
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}
