import type { Locale } from '@evergreen/domain/locale';
import { useLingui } from '@lingui/react/macro';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DatesLocale, useDatesLocale } from './DatesLocale';
// The date pickers' CSS comes with the only field that uses them, never on pages without a date field.
import '@mantine/dates/styles.layer.css';

dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);

/**
 * How a date reads in the field: in English the spec's 'MMMM d, yyyy' written as a dayjs format, in the other
 * languages dayjs's long date of that language ("10 de diciembre de 1815", "10. Dezember 1815").
 */
const displayFormat = (locale: Locale) => (locale === 'en' ? 'MMMM D, YYYY' : 'LL');

/** What a person may type, tried in order; strict, so "12/1" or "December 10, 18" never becomes a date. */
const TYPED_FORMATS: Readonly<Record<'en' | 'other', readonly string[]>> = {
  en: ['YYYY-MM-DD', 'MM/DD/YYYY', 'M/D/YYYY', 'MMMM D, YYYY', 'MMM D, YYYY', 'MMMM D YYYY'],
  // Day before month, with slashes, dots or dashes, and the language's long and short dates.
  other: [
    'YYYY-MM-DD',
    'DD/MM/YYYY',
    'D/M/YYYY',
    'DD.MM.YYYY',
    'D.M.YYYY',
    'DD-MM-YYYY',
    'LL',
    'D MMMM YYYY',
    'D MMM YYYY',
  ],
};

/** Month names as the language writes them ("Dezember", "diciembre"), whatever case they were typed in. */
function withMonthNames(text: string, locale: Locale): string {
  if (locale === 'en')
    return text.replace(/[a-z]+/gi, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  const { months = [], monthsShort = [] } = dayjs.Ls[locale] ?? {};
  const names = [
    ...(Array.isArray(months) ? months : []),
    ...(Array.isArray(monthsShort) ? monthsShort : []),
  ];
  return text.replace(
    /\p{L}+\.?/gu,
    (word) => names.find((name) => name.toLocaleLowerCase(locale) === word.toLocaleLowerCase(locale)) ?? word,
  );
}

/**
 * The date-only value ('YYYY-MM-DD') of what was typed in `locale`, or null when it is not a whole date in one of
 * the accepted formats. Month names may be typed in any case ("december 10, 1815"). A language other than English
 * is read with its names once they are loaded (DatesLocale), as the field does.
 */
export function parseTypedDate(text: string, locale: Locale = 'en'): string | null {
  const normalised = withMonthNames(text.trim().replace(/\s+/g, ' '), locale);
  const formats = TYPED_FORMATS[locale === 'en' ? 'en' : 'other'];
  const date = dayjs(normalised, [...formats], locale, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

export interface DateFieldProps
  extends Omit<
    DateInputProps,
    'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'label'
  > {
  label: string;
  /** 'YYYY-MM-DD'; '', null or nothing when no date is set (the field is always controlled). */
  value?: string | null;
  /** Called with 'YYYY-MM-DD', or '' when the date is cleared. */
  onChange: (value: string) => void;
}

/**
 * A date typed or picked from a calendar, shown as "December 10, 1815" in English. Typing suits dates decades ago;
 * the calendar's header climbs from month to year to decade. Its names, first day of the week and formats are the
 * page's language's (DatesLocale), loaded with the field.
 */
export function DateField({ label, value, onChange, placeholder, ...props }: DateFieldProps) {
  const { t } = useLingui();
  const locale = useDatesLocale();
  const format = displayFormat(locale);
  const ariaLabels = {
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    previousYear: t`Previous year`,
    nextYear: t`Next year`,
    previousDecade: t`Previous decade`,
    nextDecade: t`Next decade`,
  };
  return (
    <DatesLocale locale={locale}>
      <DateInput
        clearable
        // Clicking the chosen day again keeps it; the clear button or an emptied input removes it.
        allowDeselect={false}
        // Other months' days would be drawn faded, below readable contrast; each month shows only its own days.
        hideOutsideDates
        ariaLabels={ariaLabels}
        getDayAriaLabel={(day) => dayjs(day).locale(locale).format(format)}
        clearButtonProps={{ 'aria-label': t`Clear ${label}` }}
        {...props}
        label={label}
        // How a date is typed here, in the reader's letters (MM/DD/YYYY in English, TT.MM.JJJJ in German).
        placeholder={placeholder ?? t`MM/DD/YYYY`}
        valueFormat={format}
        dateParser={(text) => parseTypedDate(text, locale)}
        value={value || null}
        onChange={(date) => onChange(date ?? '')}
      />
    </DatesLocale>
  );
}
