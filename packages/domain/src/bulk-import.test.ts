import { describe, expect, it } from 'vitest';
import {
  BULK_IMPORT_COLUMNS,
  BULK_IMPORT_MESSAGES,
  bulkImportPayload,
  bulkImportRoom,
  bulkImportSummary,
  bulkImportTemplate,
  readBulkImportTable,
  toCsvLine,
} from './bulk-import';
import { MEMORIAL_FIELD_MESSAGES, readCoordinate, readDate, readYesNo } from './bulk-import-values';

const HEADER = ['Full Name', 'Birth Date', 'Death Date', 'Cemetery Name', 'Latitude', 'Longitude', 'Public'];

describe('bulk import: the template', () => {
  const template = bulkImportTemplate();

  it('starts with a byte-order mark, has a header of the form labels and one example row, CRLF ends', () => {
    expect(template.startsWith('\uFEFFFull Name,Birth Date,Death Date,Epitaph,Description,Memories,')).toBe(
      true,
    );
    const lines = template.slice(1).split('\r\n');
    expect(lines[0]).toBe(BULK_IMPORT_COLUMNS.map((column) => column.header).join(','));
    expect(template.endsWith('yes\r\n')).toBe(true);
    expect(BULK_IMPORT_COLUMNS.map((column) => column.field)).not.toContain('image_url');
  });

  it('quotes fields holding quotes, commas or line breaks, doubling the quotes', () => {
    expect(toCsvLine(['plain', 'a, b', 'say "hi"', 'two\nlines', ''])).toBe(
      'plain,"a, b","say ""hi""","two\nlines",',
    );
    expect(template).toContain('"Her apple pie, ""the best in town"".\nSinging at every wedding');
  });

  it("reads back as one valid row (the example's own cells)", () => {
    const records = [
      BULK_IMPORT_COLUMNS.map((column) => column.header),
      BULK_IMPORT_COLUMNS.map((column) => column.example),
    ];
    records[0] = records[0]?.map((cell, index) => (index === 0 ? `\uFEFF${cell}` : cell)) ?? [];
    const table = readBulkImportTable(records);
    expect(table.problem).toBeNull();
    expect(table.rows[0]?.errors).toEqual([]);
    expect(table.rows[0]?.fields).toMatchObject({
      full_name: 'Eleanor Whitfield',
      birth_date: '1931-04-12',
      memories: 'Her apple pie, "the best in town".\nSinging at every wedding, in tune or not.',
      latitude: 40.7128,
      longitude: -74.006,
      is_public: true,
    });
  });
});

describe('bulk import: reading the rows', () => {
  it('maps each row to memorial fields, empty cells to null, numbering rows as the spreadsheet does', () => {
    const table = readBulkImportTable([
      HEADER,
      [' Ada Lovelace ', '1815-12-10', '1852-11-27', '', '51.5', '-0.12', 'no'],
      ['', '', '', '', '', '', ''],
      ['Alan Turing', 'June 23, 1912', '7 Jun 1954', 'Wilmslow', '', '', 'YES'],
      [],
    ]);
    expect(table.problem).toBeNull();
    expect(table.columns).toEqual([
      'full_name',
      'birth_date',
      'death_date',
      'cemetery_name',
      'latitude',
      'longitude',
      'is_public',
    ]);
    expect(table.rows.map((row) => row.row)).toEqual([2, 4]);
    expect(bulkImportPayload(table.rows)).toEqual([
      {
        row: 2,
        full_name: 'Ada Lovelace',
        birth_date: '1815-12-10',
        death_date: '1852-11-27',
        cemetery_name: null,
        plot_number: null,
        section: null,
        description: null,
        epitaph: null,
        memories: null,
        is_public: false,
        hide_from_search: false,
        latitude: 51.5,
        longitude: -0.12,
      },
      expect.objectContaining({
        row: 4,
        full_name: 'Alan Turing',
        birth_date: '1912-06-23',
        death_date: '1954-06-07',
        cemetery_name: 'Wilmslow',
        is_public: true,
      }),
    ]);
  });

  it('marks each bad cell with its field and message, and leaves the row without fields', () => {
    const table = readBulkImportTable([
      HEADER,
      ['', '1950-02-30', '1940-01-01', '', '91', '', 'maybe'],
      ['Grace Hopper', '1906-12-09', '1992-01-01', '', '', '-77.0', ''],
      ['Mary Seacole', '1805-11-23', '1881-05-14', '', '', '', ''],
    ]);
    expect(table.rows[0]?.fields).toBeNull();
    expect(table.rows[0]?.errors).toMatchObject([
      { field: 'full_name', message: 'Full Name is required.', problem: { code: 'fullNameRequired' } },
      {
        field: 'birth_date',
        message: 'Birth Date: there is no such day as 1950-02-30.',
        problem: { code: 'dateMissing', label: 'Birth Date', written: '1950-02-30' },
      },
      { field: 'latitude', message: 'Latitude must be a number from -90 to 90.' },
      { field: 'longitude', message: 'Give both Latitude and Longitude, or neither.' },
      { field: 'is_public', message: 'Public must be yes or no.' },
    ]);
    expect(table.rows[1]?.errors).toMatchObject([
      { field: 'latitude', message: 'Give both Latitude and Longitude, or neither.' },
    ]);
    expect(bulkImportSummary(table.rows)).toBe('1 row ready, 2 with errors');
    expect(bulkImportPayload(table.rows).map((row) => row.row)).toEqual([4]);
  });

  it('refuses a death date before the birth date on the death date cell', () => {
    const table = readBulkImportTable([HEADER, ['Ada', '1900-01-02', '1900-01-01', '', '', '', '']]);
    expect(table.rows[0]?.errors).toEqual([
      {
        field: 'death_date',
        message: MEMORIAL_FIELD_MESSAGES.deathBeforeBirth,
        problem: { code: 'deathBeforeBirth' },
      },
    ]);
  });

  it('ignores a byte-order mark and reads headers in any case, spacing or by field name and alias', () => {
    const table = readBulkImportTable([
      ['\uFEFFfull_name', ' about ', 'FAMILY MEMORIES', 'plot'],
      ['Ada', 'A life of numbers', 'Notes', '12'],
    ]);
    expect(table.problem).toBeNull();
    expect(table.rows[0]?.fields).toMatchObject({
      full_name: 'Ada',
      description: 'A life of numbers',
      memories: 'Notes',
      plot_number: '12',
    });
  });

  it('refuses files it cannot map: no name column, unknown or repeated columns, no rows, too many rows', () => {
    expect(readBulkImportTable([]).problem).toBe(BULK_IMPORT_MESSAGES.empty);
    expect(readBulkImportTable([['Full Name'], ['  ']]).problem).toBe(BULK_IMPORT_MESSAGES.empty);
    expect(readBulkImportTable([['Epitaph'], ['x']]).problem).toBe(BULK_IMPORT_MESSAGES.noFullName);
    expect(
      readBulkImportTable([
        ['Full Name', 'Photo'],
        ['x', 'y'],
      ]).problem,
    ).toBe('This file has a column "Photo" that the template does not have. Rename or remove it.');
    expect(
      readBulkImportTable([
        ['Full Name', 'name'],
        ['x', 'y'],
      ]).problem,
    ).toBe('This file has the column "Full Name" twice.');
    const many = [['Full Name'], ...Array.from({ length: 1001 }, (_, index) => [`Person ${index}`])];
    expect(readBulkImportTable(many).problem).toBe(
      'This file holds 1,001 memorials; at most 1,000 can be imported at a time. Split it into smaller files.',
    );
    expect(readBulkImportTable(many.slice(0, 1001)).problem).toBeNull();
    // The same problems as data, for the page to say in the reader's language.
    expect(readBulkImportTable(many).fileProblem).toEqual({ code: 'tooManyRows', rows: 1001 });
    expect(readBulkImportTable([['Full Name', 'Photo']]).fileProblem).toEqual({
      code: 'unknownColumn',
      header: 'Photo',
    });
    expect(readBulkImportTable([['Epitaph'], ['x']]).fileProblem).toEqual({ code: 'noFullName' });
  });

  it('marks a row with more cells than columns, but not trailing empty cells', () => {
    const table = readBulkImportTable([
      ['Full Name', 'Epitaph'],
      ['Ada', 'Rest', 'well'],
      ['Alan', 'Rest', '', ''],
    ]);
    expect(table.rows[0]?.rowError).toBe(BULK_IMPORT_MESSAGES.extraCells);
    expect(table.rows[0]?.fields).toBeNull();
    expect(table.rows[1]?.rowError).toBeNull();
    expect(bulkImportSummary(table.rows)).toBe('1 row ready, 1 with an error');
  });
});

describe('bulk import: cell readers', () => {
  it('reads ISO, slashed and written-out dates, refuses number-only day-month orders and missing days', () => {
    expect(readDate('Birth Date', '1931-4-2')).toEqual({ ok: true, value: '1931-04-02' });
    expect(readDate('Birth Date', '1931/04/12')).toEqual({ ok: true, value: '1931-04-12' });
    expect(readDate('Birth Date', 'Sept. 3, 2001')).toEqual({ ok: true, value: '2001-09-03' });
    expect(readDate('Birth Date', '2000-02-29')).toEqual({ ok: true, value: '2000-02-29' });
    expect(readDate('Birth Date', '  ')).toEqual({ ok: true, value: null });
    expect(readDate('Birth Date', '04/12/1931')).toEqual({
      ok: false,
      message: 'Birth Date must be a date such as 1931-04-12 or April 12, 1931.',
      problem: { code: 'dateFormat', label: 'Birth Date' },
    });
    expect(readDate('Death Date', 'Smarch 3, 1990')).toMatchObject({ ok: false });
    expect(readDate('Death Date', '1900-02-29')).toEqual({
      ok: false,
      message: 'Death Date: there is no such day as 1900-02-29.',
      problem: { code: 'dateMissing', label: 'Death Date', written: '1900-02-29' },
    });
    expect(readDate('Death Date', '0000-01-01')).toMatchObject({ ok: false });
  });

  it('reads yes/no words and coordinates with a decimal point', () => {
    expect(readYesNo('Public', 'Yes')).toEqual({ ok: true, value: true });
    expect(readYesNo('Public', 'FALSE')).toEqual({ ok: true, value: false });
    expect(readYesNo('Public', '')).toEqual({ ok: true, value: false });
    expect(readCoordinate('-33.8688', 90)).toEqual({ ok: true, value: -33.8688 });
    expect(readCoordinate('180', 180)).toEqual({ ok: true, value: 180 });
    expect(readCoordinate('40,7', 90)).toMatchObject({ ok: false });
    expect(readCoordinate('1e2', 180)).toMatchObject({ ok: false });
    expect(readCoordinate('Infinity', 180)).toMatchObject({ ok: false });
  });
});

describe('bulk import: the plan', () => {
  it('says how many of the rows fit a limited plan, and nothing for an unlimited one', () => {
    expect(bulkImportRoom({ name: 'Family', maxGraves: -1 }, 40, 900)).toEqual({ room: null, message: null });
    expect(bulkImportRoom({ name: 'Family', maxGraves: 5 }, 2, 3)).toEqual({ room: 3, message: null });
    expect(bulkImportRoom({ name: 'Family', maxGraves: 5 }, 3, 4).message).toBe(
      'Your Family plan allows 5 memorials and you have 3: 2 of these 4 fit. Remove rows, or upgrade your plan, to import them.',
    );
  });
});
