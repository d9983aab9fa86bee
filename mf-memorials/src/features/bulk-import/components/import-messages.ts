import type { FileProblem } from '@evergreen/domain/bulk-import';
import type { FieldProblem } from '@evergreen/domain/bulk-import-values';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * The bulk import's problems in the reader's language (the domain says them in English, as the database does).
 * Column names ("Birth Date") stay as the template and the reader's file write them.
 */

export function fieldProblemText(i18n: I18n, problem: FieldProblem): string {
  switch (problem.code) {
    case 'fullNameRequired':
      return i18n._(msg`Full Name is required.`);
    case 'deathBeforeBirth':
      return i18n._(msg`Death Date is before Birth Date.`);
    case 'latitude':
      return i18n._(msg`Latitude must be a number from -90 to 90.`);
    case 'longitude':
      return i18n._(msg`Longitude must be a number from -180 to 180.`);
    case 'coordinatePair':
      return i18n._(msg`Give both Latitude and Longitude, or neither.`);
    case 'dateFormat': {
      const { label } = problem;
      return i18n._(msg`${label} must be a date such as 1931-04-12 or April 12, 1931.`);
    }
    case 'dateMissing': {
      const { label, written } = problem;
      return i18n._(msg`${label}: there is no such day as ${written}.`);
    }
    case 'yesNo': {
      const { label } = problem;
      return i18n._(msg`${label} must be yes or no.`);
    }
  }
}

export function fileProblemText(i18n: I18n, problem: FileProblem): string {
  switch (problem.code) {
    case 'tooLarge':
      return i18n._(
        msg`This file is larger than 2 MB. Split it into smaller files of at most 1,000 memorials each.`,
      );
    case 'empty':
      return i18n._(msg`This file holds no memorials: fill in one row under the header for each memorial.`);
    case 'noFullName':
      return i18n._(
        msg`This file has no "Full Name" column. Start from the template, whose first row names the columns.`,
      );
    case 'notCsv':
      return i18n._(msg`This file could not be read as CSV. Save it from your spreadsheet as "CSV UTF-8".`);
    case 'tooManyRows': {
      const rows = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-US' : i18n.locale).format(problem.rows);
      return i18n._(
        msg`This file holds ${rows} memorials; at most 1,000 can be imported at a time. Split it into smaller files.`,
      );
    }
    case 'unknownColumn': {
      const { header } = problem;
      return i18n._(
        msg`This file has a column "${header}" that the template does not have. Rename or remove it.`,
      );
    }
    case 'duplicateColumn': {
      const { header } = problem;
      return i18n._(msg`This file has the column "${header}" twice.`);
    }
  }
}

/** The one problem a row has as a whole (BULK_IMPORT_MESSAGES.extraCells). */
export function extraCellsText(i18n: I18n): string {
  return i18n._(msg`This row has more cells than the header has columns (a comma outside quotes?).`);
}

/** "12 rows ready, 2 with errors" (bulkImportSummary's English). */
export function summaryText(i18n: I18n, ready: number, bad: number): string {
  if (bad === 0) return i18n._(msg`${plural(ready, { one: '# row ready', other: '# rows ready' })}`);
  return i18n._(
    msg`${plural(ready, { one: '# row ready', other: '# rows ready' })}, ${plural(bad, { one: '# with an error', other: '# with errors' })}`,
  );
}

/** bulkImportRoom's sentence when the rows do not all fit the plan. */
export function roomText(
  i18n: I18n,
  {
    plan,
    limit,
    count,
    room,
    rows,
  }: { plan: string; limit: number; count: number; room: number; rows: number },
): string {
  return i18n._(
    msg`Your ${plan} plan allows ${plural(limit, { one: '# memorial', other: '# memorials' })} and you have ${count}: ${room} of these ${rows} fit. Remove rows, or upgrade your plan, to import them.`,
  );
}
