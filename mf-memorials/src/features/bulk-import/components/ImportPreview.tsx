import {
  BULK_IMPORT_COLUMNS,
  type BulkImportField,
  type BulkImportRow,
  isRowValid,
} from '@evergreen/domain/bulk-import';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import classes from './ImportPreview.module.css';
import { extraCellsText, fieldProblemText } from './import-messages';

const headerOf = (field: BulkImportField) =>
  BULK_IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? field;

/** Long texts (a whole story) are cut in the preview; the import takes them whole. */
const PREVIEW_CHARS = 80;
const shortened = (value: string) =>
  value.length > PREVIEW_CHARS ? `${value.slice(0, PREVIEW_CHARS).trimEnd()}…` : value;

export interface ImportPreviewProps {
  columns: BulkImportField[];
  rows: BulkImportRow[];
}

/**
 * The file's rows as a table before anything is written: each cell with an error is marked and says why (the
 * message is tied to the cell for screen readers), each row says whether it is ready.
 */
export function ImportPreview({ columns, rows }: ImportPreviewProps) {
  const { t, i18n } = useLingui();
  return (
    // Wide tables scroll sideways on phones; the region takes keyboard focus so that keyboards can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe).
    <section className={classes.scroller} aria-label={t`Rows of the file`} tabIndex={0}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" className={classes.table}>
        <Table.Caption>
          <Trans>Rows of the file, numbered as in your spreadsheet</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Row</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Status</Trans>
            </Table.Th>
            {columns.map((field) => (
              <Table.Th key={field} scope="col">
                {headerOf(field)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const valid = isRowValid(row);
            return (
              <Table.Tr key={row.row}>
                <Table.Th scope="row">{row.row}</Table.Th>
                <Table.Td>
                  <Text size="sm" fw={700} c={valid ? 'teal.9' : 'red.9'}>
                    {valid ? t`Ready` : t`Error`}
                  </Text>
                  {row.rowError && (
                    <Text size="xs" c="red.9" mt={4}>
                      {extraCellsText(i18n)}
                    </Text>
                  )}
                </Table.Td>
                {columns.map((field) => {
                  const error = row.errors.find((candidate) => candidate.field === field);
                  const id = `import-row-${row.row}-${field}`;
                  return (
                    <Table.Td
                      key={field}
                      className={error ? classes.badCell : undefined}
                      aria-describedby={error ? id : undefined}
                      data-invalid={error ? true : undefined}
                    >
                      <span className={classes.value}>{shortened(row.cells[field])}</span>
                      {error && (
                        <Text id={id} size="xs" c="red.9" fw={500} mt={4}>
                          {fieldProblemText(i18n, error.problem)}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </section>
  );
}
