/**
 * Bulk import (issue 15, Family plan): many memorials from one CSV file. This module knows the template's columns,
 * writes the template, and turns the records of a parsed file into memorial fields with the errors of each cell,
 * so the page can show every problem before anything is written. Parsing the CSV text itself (quotes, line breaks
 * inside fields) is papaparse's job in the page; this takes its records as they come.
 */
import {
  type CellResult,
  type FieldProblem,
  fieldProblemMessage,
  readCoordinate,
  readDate,
  readYesNo,
} from './bulk-import-values';
import type { MemorialFields } from './memorial-form';

export type BulkImportField = Exclude<keyof MemorialFields, 'hide_from_search'>;

interface Column {
  field: BulkImportField;
  /** The header of the template, the label of the memorial form. */
  header: string;
  /** Other headers people write for it (the details page's "About", "Family Memories"). */
  aliases: readonly string[];
  example: string;
}

/** The template's columns in order: the memorial form's fields, without photos. */
export const BULK_IMPORT_COLUMNS: readonly Column[] = [
  { field: 'full_name', header: 'Full Name', aliases: ['Name'], example: 'Eleanor Whitfield' },
  { field: 'birth_date', header: 'Birth Date', aliases: ['Born'], example: '1931-04-12' },
  { field: 'death_date', header: 'Death Date', aliases: ['Died'], example: '2019-11-03' },
  { field: 'epitaph', header: 'Epitaph', aliases: [], example: 'Forever in our hearts' },
  {
    field: 'description',
    header: 'Description',
    aliases: ['About', 'Story'],
    example: 'Teacher, gardener and grandmother of six, who never missed a Sunday walk.',
  },
  {
    field: 'memories',
    header: 'Memories',
    aliases: ['Family Memories'],
    example: 'Her apple pie, "the best in town".\nSinging at every wedding, in tune or not.',
  },
  { field: 'cemetery_name', header: 'Cemetery Name', aliases: ['Cemetery'], example: 'Oak Hill Cemetery' },
  { field: 'section', header: 'Section', aliases: [], example: 'North' },
  { field: 'plot_number', header: 'Plot Number', aliases: ['Plot'], example: '14B' },
  { field: 'latitude', header: 'Latitude', aliases: ['Lat'], example: '40.712800' },
  { field: 'longitude', header: 'Longitude', aliases: ['Lng', 'Lon', 'Long'], example: '-74.006000' },
  { field: 'is_public', header: 'Public', aliases: ['Is Public'], example: 'yes' },
];

export const BULK_IMPORT_TEMPLATE_NAME = 'evergreen-memorials-template.csv';
export const MAX_BULK_IMPORT_ROWS = 1000;
export const MAX_BULK_IMPORT_BYTES = 2 * 1024 * 1024;

export const BULK_IMPORT_MESSAGES = {
  tooLarge: 'This file is larger than 2 MB. Split it into smaller files of at most 1,000 memorials each.',
  tooManyRows: (rows: number) =>
    `This file holds ${rows.toLocaleString('en-US')} memorials; at most 1,000 can be imported at a time. Split it into smaller files.`,
  empty: 'This file holds no memorials: fill in one row under the header for each memorial.',
  noFullName:
    'This file has no "Full Name" column. Start from the template, whose first row names the columns.',
  unknownColumn: (header: string) =>
    `This file has a column "${header}" that the template does not have. Rename or remove it.`,
  duplicateColumn: (header: string) => `This file has the column "${header}" twice.`,
  extraCells: 'This row has more cells than the header has columns (a comma outside quotes?).',
  notCsv: 'This file could not be read as CSV. Save it from your spreadsheet as "CSV UTF-8".',
} as const;

/** What makes a whole file unfit, as data for the page to say in the reader's language (English: `problem`). */
export type FileProblem =
  | { code: 'tooLarge' | 'empty' | 'noFullName' | 'notCsv' }
  | { code: 'tooManyRows'; rows: number }
  | { code: 'unknownColumn' | 'duplicateColumn'; header: string };

/** A file's problem in English, as BULK_IMPORT_MESSAGES writes it. */
export function fileProblemMessage(problem: FileProblem): string {
  switch (problem.code) {
    case 'tooManyRows':
      return BULK_IMPORT_MESSAGES.tooManyRows(problem.rows);
    case 'unknownColumn':
      return BULK_IMPORT_MESSAGES.unknownColumn(problem.header);
    case 'duplicateColumn':
      return BULK_IMPORT_MESSAGES.duplicateColumn(problem.header);
    default:
      return BULK_IMPORT_MESSAGES[problem.code];
  }
}

/** A table refused as a whole: no rows, and why. */
export function refusedTable(problem: FileProblem): BulkImportTable {
  return { columns: [], rows: [], problem: fileProblemMessage(problem), fileProblem: problem };
}

/** One CSV cell as a CSV field: quoted when it holds a quote, a comma or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsvLine(values: readonly string[]): string {
  return values.map(csvField).join(',');
}

/**
 * The template to download: a byte-order mark (so spreadsheet programs read it as UTF-8), the header row and one
 * example row, CRLF line ends as RFC 4180 writes them.
 */
export function bulkImportTemplate(): string {
  const header = toCsvLine(BULK_IMPORT_COLUMNS.map((column) => column.header));
  const example = toCsvLine(BULK_IMPORT_COLUMNS.map((column) => column.example));
  return `\uFEFF${header}\r\n${example}\r\n`;
}

/** "Full Name", "full_name", "FULL-NAME " all name one column. */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const COLUMN_BY_KEY = new Map<string, Column>(
  BULK_IMPORT_COLUMNS.flatMap((column) =>
    [column.header, column.field, ...column.aliases].map((name) => [headerKey(name), column] as const),
  ),
);

export interface CellError {
  field: BulkImportField;
  message: string;
  problem: FieldProblem;
}

export interface BulkImportRow {
  /** The row's number in the spreadsheet: the header is row 1. */
  row: number;
  /** The cells as written, by field (missing columns read as ''). */
  cells: Record<BulkImportField, string>;
  /** The memorial to create, when the row has no errors. */
  fields: MemorialFields | null;
  errors: CellError[];
  /** A problem with the row as a whole (more cells than columns). */
  rowError: string | null;
}

export interface BulkImportTable {
  /** The template's columns this file has, in the template's order. */
  columns: BulkImportField[];
  rows: BulkImportRow[];
  /** A problem with the whole file, in English; then there are no rows. */
  problem: string | null;
  /** The same problem as data. */
  fileProblem: FileProblem | null;
}

const blankCells = () =>
  Object.fromEntries(BULK_IMPORT_COLUMNS.map((column) => [column.field, ''])) as Record<
    BulkImportField,
    string
  >;

const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());

function labelOf(field: BulkImportField): string {
  return BULK_IMPORT_COLUMNS.find((column) => column.field === field)?.header ?? field;
}

/** The fields of one row, or the errors of its cells; the rules of the memorial form and the database. */
export function validateBulkImportCells(cells: Record<BulkImportField, string>): {
  fields: MemorialFields | null;
  errors: CellError[];
} {
  const errors: CellError[] = [];
  const add = (field: BulkImportField, problem: FieldProblem) =>
    errors.push({ field, message: fieldProblemMessage(problem), problem });
  const take = <T>(field: BulkImportField, result: CellResult<T>, fallback: T): T => {
    if (result.ok) return result.value;
    add(field, result.problem);
    return fallback;
  };
  const fullName = cells.full_name.trim();
  if (fullName === '') add('full_name', { code: 'fullNameRequired' });
  const birth = take('birth_date', readDate(labelOf('birth_date'), cells.birth_date), null);
  const death = take('death_date', readDate(labelOf('death_date'), cells.death_date), null);
  if (birth && death && death < birth) {
    add('death_date', { code: 'deathBeforeBirth' });
  }
  const latitude = take('latitude', readCoordinate(cells.latitude, 90), null);
  const longitude = take('longitude', readCoordinate(cells.longitude, 180), null);
  const latitudeBlank = cells.latitude.trim() === '';
  if (latitudeBlank !== (cells.longitude.trim() === '')) {
    add(latitudeBlank ? 'latitude' : 'longitude', { code: 'coordinatePair' });
  }
  const isPublic = take('is_public', readYesNo(labelOf('is_public'), cells.is_public), false);
  if (errors.length > 0) return { fields: null, errors };
  return {
    errors,
    fields: {
      full_name: fullName,
      birth_date: birth,
      death_date: death,
      cemetery_name: optionalText(cells.cemetery_name),
      plot_number: optionalText(cells.plot_number),
      section: optionalText(cells.section),
      description: optionalText(cells.description),
      epitaph: optionalText(cells.epitaph),
      memories: optionalText(cells.memories),
      is_public: isPublic,
      hide_from_search: false,
      latitude,
      longitude,
    },
  };
}

const isBlankRecord = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * The rows of a parsed CSV file (records of cells, the header first), checked. Blank lines are skipped but keep
 * their place in the numbering, so "row 7" is row 7 in the spreadsheet. A byte-order mark before the header is
 * ignored; headers match the template's in any case and spacing, and the details page's names ("About").
 */
export function readBulkImportTable(records: readonly (readonly string[])[]): BulkImportTable {
  const none = refusedTable;
  const headerIndex = records.findIndex((record) => !isBlankRecord(record));
  const header = records[headerIndex];
  if (!header) return none({ code: 'empty' });
  const fieldAt: (BulkImportField | null)[] = [];
  for (const [index, raw] of header.entries()) {
    const name = (index === 0 ? raw.replace(/^\uFEFF/, '') : raw).trim();
    if (name === '') {
      fieldAt.push(null);
      continue;
    }
    const column = COLUMN_BY_KEY.get(headerKey(name));
    if (!column) return none({ code: 'unknownColumn', header: name });
    if (fieldAt.includes(column.field)) return none({ code: 'duplicateColumn', header: column.header });
    fieldAt.push(column.field);
  }
  if (!fieldAt.includes('full_name')) return none({ code: 'noFullName' });

  const rows: BulkImportRow[] = [];
  for (const [index, record] of records.entries()) {
    if (index <= headerIndex || isBlankRecord(record)) continue;
    const cells = blankCells();
    let rowError: string | null = null;
    for (const [position, cell] of record.entries()) {
      const field = fieldAt[position];
      if (field) cells[field] = cell;
      else if (cell.trim() !== '') rowError = BULK_IMPORT_MESSAGES.extraCells;
    }
    const { fields, errors } = validateBulkImportCells(cells);
    rows.push({ row: index + 1, cells, fields: rowError ? null : fields, errors, rowError });
  }
  if (rows.length === 0) return none({ code: 'empty' });
  if (rows.length > MAX_BULK_IMPORT_ROWS) return none({ code: 'tooManyRows', rows: rows.length });
  const columns = BULK_IMPORT_COLUMNS.map((column) => column.field).filter((field) =>
    fieldAt.includes(field),
  );
  return { columns, rows, problem: null, fileProblem: null };
}

export const isRowValid = (row: BulkImportRow) => row.fields !== null;

/** "12 rows ready, 2 with errors". */
export function bulkImportSummary(rows: readonly BulkImportRow[]): string {
  const bad = rows.filter((row) => !isRowValid(row)).length;
  const ready = rows.length - bad;
  const readyText = `${ready} ${ready === 1 ? 'row' : 'rows'} ready`;
  return bad === 0 ? readyText : `${readyText}, ${bad} with ${bad === 1 ? 'an error' : 'errors'}`;
}

/**
 * How many more memorials the plan allows (null: unlimited), and the sentence when these rows do not all fit.
 * The database checks the same before writing anything.
 */
export function bulkImportRoom(
  plan: { name: string; maxGraves: number },
  gravesCount: number,
  rows: number,
): { room: number | null; message: string | null } {
  if (plan.maxGraves === -1) return { room: null, message: null };
  const room = Math.max(0, plan.maxGraves - gravesCount);
  if (rows <= room) return { room, message: null };
  const memorials = (n: number) => `${n} ${n === 1 ? 'memorial' : 'memorials'}`;
  return {
    room,
    message: `Your ${plan.name} plan allows ${memorials(plan.maxGraves)} and you have ${gravesCount}: ${room} of these ${rows} fit. Remove rows, or upgrade your plan, to import them.`,
  };
}

/** What the page sends to `rpc('import_memorials', { memorials })`: each row's fields with its number. */
export type BulkImportPayload = ({ row: number } & { [K in keyof MemorialFields]: MemorialFields[K] })[];

export function bulkImportPayload(rows: readonly BulkImportRow[]): BulkImportPayload {
  return rows.flatMap((row) => (row.fields ? [{ row: row.row, ...row.fields }] : []));
}
