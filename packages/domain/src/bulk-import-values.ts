/**
 * The cells of a bulk-import CSV (issue 15, Family plan) read one at a time: dates, yes/no, coordinates. Each
 * reader answers the stored value or the sentence shown under that cell in the preview; the database checks the
 * same rules again with the same sentences (backend supabase/schemas/90_import.sql).
 */

/**
 * What is wrong with a cell, as data: the page says it in the reader's language, `message` (MEMORIAL_FIELD_MESSAGES)
 * says it in English, as the database does.
 */
export type FieldProblem =
  | { code: 'fullNameRequired' | 'deathBeforeBirth' | 'latitude' | 'longitude' | 'coordinatePair' }
  | { code: 'dateFormat' | 'yesNo'; label: string }
  | { code: 'dateMissing'; label: string; written: string };

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string; problem: FieldProblem };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = (problem: FieldProblem): CellResult<never> => ({
  ok: false,
  message: fieldProblemMessage(problem),
  problem,
});

/** The sentences of the memorial fields, shared by the preview and the server's answers. */
export const MEMORIAL_FIELD_MESSAGES = {
  fullNameRequired: 'Full Name is required.',
  dateFormat: (label: string) => `${label} must be a date such as 1931-04-12 or April 12, 1931.`,
  dateMissing: (label: string, written: string) => `${label}: there is no such day as ${written}.`,
  deathBeforeBirth: 'Death Date is before Birth Date.',
  latitude: 'Latitude must be a number from -90 to 90.',
  longitude: 'Longitude must be a number from -180 to 180.',
  coordinatePair: 'Give both Latitude and Longitude, or neither.',
  yesNo: (label: string) => `${label} must be yes or no.`,
} as const;

/** A cell's problem in English, as MEMORIAL_FIELD_MESSAGES writes it. */
export function fieldProblemMessage(problem: FieldProblem): string {
  switch (problem.code) {
    case 'dateFormat':
      return MEMORIAL_FIELD_MESSAGES.dateFormat(problem.label);
    case 'dateMissing':
      return MEMORIAL_FIELD_MESSAGES.dateMissing(problem.label, problem.written);
    case 'yesNo':
      return MEMORIAL_FIELD_MESSAGES.yesNo(problem.label);
    default:
      return MEMORIAL_FIELD_MESSAGES[problem.code];
  }
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** January -> 1, Jan -> 1, Sept -> 9; unknown -> undefined. */
function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return undefined;
  const index = MONTHS.findIndex(
    (month) => month.startsWith(lower) || (lower === 'sept' && month === 'september'),
  );
  return index === -1 ? undefined : index + 1;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** yyyy-MM-dd when the day exists in the calendar. */
function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * A date as yyyy-MM-dd, or null when the cell is empty. Accepted: 1931-04-12, 1931/4/12, and the app's own
 * formats "April 12, 1931" and "Apr 12, 1931" (also "12 April 1931"). Day-month orders written only with numbers
 * (04/12/1931) are refused rather than guessed: April 12th in one country is December 4th in another.
 */
export function readDate(label: string, cell: string): CellResult<string | null> {
  const text = cell.trim().replace(/\s+/g, ' ');
  if (text === '') return ok(null);
  let parts: [number, number, number] | undefined;
  const numeric = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  const monthFirst = /^([A-Za-z]+\.?) (\d{1,2}),? (\d{4})$/.exec(text);
  const dayFirst = /^(\d{1,2}) ([A-Za-z]+\.?),? (\d{4})$/.exec(text);
  if (numeric) {
    parts = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  } else if (monthFirst) {
    const month = monthNumber(monthFirst[1] ?? '');
    if (month !== undefined) parts = [Number(monthFirst[3]), month, Number(monthFirst[2])];
  } else if (dayFirst) {
    const month = monthNumber(dayFirst[2] ?? '');
    if (month !== undefined) parts = [Number(dayFirst[3]), month, Number(dayFirst[1])];
  }
  if (!parts) return fail({ code: 'dateFormat', label });
  const iso = parts[0] >= 1 ? isoDate(...parts) : undefined;
  return iso ? ok(iso) : fail({ code: 'dateMissing', label, written: text });
}

const YES = new Set(['yes', 'y', 'true', '1', 'public']);
const NO = new Set(['no', 'n', 'false', '0', 'private', '']);

/** yes/no, true/false, 1/0 in any case; empty is no. */
export function readYesNo(label: string, cell: string): CellResult<boolean> {
  const text = cell.trim().toLowerCase();
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return fail({ code: 'yesNo', label });
}

/** A decimal number within [-bound, bound] (a decimal point, never a comma), or null when empty. */
export function readCoordinate(cell: string, bound: 90 | 180): CellResult<number | null> {
  const text = cell.trim();
  if (text === '') return ok(null);
  const problem: FieldProblem = { code: bound === 90 ? 'latitude' : 'longitude' };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return fail(problem);
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= bound ? ok(value) : fail(problem);
}
