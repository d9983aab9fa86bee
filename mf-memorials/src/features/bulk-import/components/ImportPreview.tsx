import {
  BULK_IMPORT_COLUMNS,
  type BulkImportField,
  type BulkImportRow,
  isRowValid,
} from '@evergreen/domain/bulk-import';
import { Badge, Table, Text } from '@mantine/core';
import classes from './ImportPreview.module.css';

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
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" className={classes.table}>
        <Table.Caption>Rows of the file, numbered as in your spreadsheet</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Row</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
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
              <Table.Tr key={row.row} className={valid ? undefined : classes.badRow}>
                <Table.Th scope="row">{row.row}</Table.Th>
                <Table.Td>
                  {valid ? (
                    <Badge color="teal" variant="light">
                      Ready
                    </Badge>
                  ) : (
                    <Badge color="red" variant="light">
                      Error
                    </Badge>
                  )}
                  {row.rowError && (
                    <Text size="xs" c="red.8" mt={4}>
                      {row.rowError}
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
                        <Text id={id} size="xs" c="red.8" fw={500} mt={4}>
                          {error.message}
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
    </Table.ScrollContainer>
  );
}
