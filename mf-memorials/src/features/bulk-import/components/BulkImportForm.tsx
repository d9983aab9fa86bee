import {
  BULK_IMPORT_TEMPLATE_NAME,
  bulkImportPayload,
  bulkImportRoom,
  bulkImportTemplate,
  isRowValid,
} from '@evergreen/domain/bulk-import';
import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import type { MyPlan } from '@evergreen/domain/subscription';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useImportMemorials } from '../api/import-memorials';
import { readCsvFile } from '../csv/read-csv-file';
import { ImportPreview } from './ImportPreview';
import { fileProblemText, roomText, summaryText } from './import-messages';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(bulkImportTemplate())}`;

export interface BulkImportFormProps {
  /** The user's plan and usage from the database: the rows must fit its memorial limit. */
  myPlan: MyPlan;
  /** After the import: the memorials are on the dashboard. */
  onDone: () => void;
}

/**
 * The template to download, the file to choose, and the preview of its rows with each error marked; the import
 * is enabled only when every row is ready and fits the plan.
 */
export function BulkImportForm({ myPlan, onDone }: BulkImportFormProps) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const read = useMutation({ mutationFn: readCsvFile });
  const save = useImportMemorials();
  const table = file ? read.data : undefined;
  const rows = table?.rows ?? [];
  const allValid = rows.length > 0 && rows.every(isRowValid);
  const room = bulkImportRoom(myPlan.plan, myPlan.gravesCount, rows.length);
  const count = rows.length;
  const ready = rows.filter(isRowValid).length;
  const roomMessage =
    room.message !== null && room.room !== null
      ? roomText(i18n, {
          plan: myPlan.plan.name,
          limit: myPlan.plan.maxGraves,
          count: myPlan.gravesCount,
          room: room.room,
          rows: count,
        })
      : null;
  const canImport = allValid && room.message === null && !save.isPending && !save.isSuccess;

  const pick = (picked: File | null) => {
    setFile(picked);
    save.reset();
    if (picked) read.mutate(picked);
  };

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="import-template"
      >
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="import-template">
            <Trans>1. Fill in the template</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              One row per memorial under the header row. Only Full Name is required. Write dates as 1931-04-12
              or April 12, 1931, and Public as yes or no. Photos are added on each memorial afterwards.
            </Trans>
          </Text>
          <Button
            component="a"
            href={TEMPLATE_HREF}
            download={BULK_IMPORT_TEMPLATE_NAME}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            <Trans>Download template</Trans>
          </Button>
        </Stack>
      </Paper>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="import-file"
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="import-file">
            <Trans>2. Check your file</Trans>
          </Title>
          <FileInput
            label={t`CSV file`}
            description={t`Saved from your spreadsheet as CSV UTF-8; at most 1,000 rows and 2 MB.`}
            placeholder={t`Choose a .csv file`}
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': t`Remove the file` }}
            value={file}
            onChange={pick}
            leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
            disabled={save.isPending}
          />
          {file && read.isPending && <Text c="dimmed">{t`Reading the file...`}</Text>}
          {file && read.isError && (
            <Alert color="red" title={t`Error`} role="alert">
              {errorText(i18n, read.error, ERRORS.generic)}
            </Alert>
          )}
          {table?.fileProblem && (
            <Alert color="red" title={t`This file cannot be imported`} role="alert">
              {fileProblemText(i18n, table.fileProblem)}
            </Alert>
          )}
          {table && !table.fileProblem && (
            <>
              <Text fw={600} role="status">
                {summaryText(i18n, ready, count - ready)}
              </Text>
              {roomMessage && (
                <Alert color="orange" title={t`Not enough room in your plan`} role="alert">
                  {roomMessage}
                </Alert>
              )}
              <ImportPreview columns={table.columns} rows={rows} />
              {!allValid && (
                <Text size="sm" c="dimmed">
                  <Trans>
                    Correct the cells marked in red in your spreadsheet, save it, and choose the file again.
                    Nothing is imported until every row is ready.
                  </Trans>
                </Text>
              )}
              {save.isError && (
                <Alert color="red" title={t`Error`} role="alert">
                  {errorText(i18n, save.error, ERRORS.memorialCreate)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button
                  disabled={!canImport}
                  loading={save.isPending}
                  onClick={() => save.mutate(bulkImportPayload(rows), { onSuccess: onDone })}
                >
                  {t`${plural(count, { one: 'Import # memorial', other: 'Import # memorials' })}`}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
