import {
  type BulkImportTable,
  MAX_BULK_IMPORT_BYTES,
  readBulkImportTable,
  refusedTable,
} from '@evergreen/domain/bulk-import';

/**
 * The delimiter, from the header line: spreadsheets in countries that write decimal commas save CSV with
 * semicolons. papaparse's own guess needs many rows and falls back to commas on short files.
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  return header.includes('\t') ? '\t' : ',';
}

/**
 * The records of CSV text, by papaparse (loaded only when a file is read): quoted fields with commas, quotes and
 * line breaks, the delimiter a spreadsheet chose (comma or semicolon), a byte-order mark. Blank lines are kept,
 * so that row numbers stay those of the spreadsheet; the domain skips them. Null when the text is not CSV.
 */
export async function parseCsv(text: string): Promise<string[][] | null> {
  const { default: Papa } = await import('papaparse');
  const csv = text.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(csv, { delimiter: delimiterOf(csv), skipEmptyLines: false });
  // Unbalanced quotes swallow the rest of the file into one cell: show that rather than a strange preview.
  if (result.errors.some((error) => error.type === 'Quotes')) return null;
  return result.data;
}

/** The file's text as UTF-8 (a FileReader, which every browser and the component tests' jsdom have). */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** A picked file, checked and mapped to memorial rows; files over 2 MB are refused before being read. */
export async function readCsvFile(file: Blob): Promise<BulkImportTable> {
  if (file.size > MAX_BULK_IMPORT_BYTES) return refusedTable({ code: 'tooLarge' });
  const records = await parseCsv(await textOf(file));
  return records ? readBulkImportTable(records) : refusedTable({ code: 'notCsv' });
}
