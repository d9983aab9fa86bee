import { BULK_IMPORT_MESSAGES, bulkImportTemplate } from '@evergreen/domain/bulk-import';
import { describe, expect, it } from 'vitest';
import { parseCsv, readCsvFile } from './read-csv-file';

const csvFile = (text: string) => new File([text], 'memorials.csv', { type: 'text/csv' });

describe('reading a CSV file', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', async () => {
    expect(await parseCsv('a,b\r\n"x, y","say ""hi""\nagain"\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nagain'],
      [''],
    ]);
  });

  it('reads the downloaded template back as one valid memorial, its byte-order mark ignored', async () => {
    const table = await readCsvFile(csvFile(bulkImportTemplate()));
    expect(table.problem).toBeNull();
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]?.errors).toEqual([]);
    expect(table.rows[0]?.fields?.memories).toBe(
      'Her apple pie, "the best in town".\nSinging at every wedding, in tune or not.',
    );
  });

  it('keeps spreadsheet row numbers across blank lines, and reads semicolon files', async () => {
    const table = await readCsvFile(csvFile('Full Name;Epitaph\n\nAda;Rest, well\n\n\nAlan;\n'));
    expect(table.rows.map((row) => [row.row, row.fields?.full_name, row.fields?.epitaph])).toEqual([
      [3, 'Ada', 'Rest, well'],
      [6, 'Alan', null],
    ]);
  });

  it('refuses unbalanced quotes and files over 2 MB before reading them', async () => {
    expect((await readCsvFile(csvFile('Full Name\n"Ada\n'))).problem).toBe(BULK_IMPORT_MESSAGES.notCsv);
    const big = csvFile(`Full Name\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect((await readCsvFile(big)).problem).toBe(
      'This file is larger than 2 MB. Split it into smaller files of at most 1,000 memorials each.',
    );
  });
});
