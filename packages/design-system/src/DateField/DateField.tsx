import { useLingui } from '@lingui/react/macro';
import { DateInput, type DateInputProps, type DatesProviderSettings } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
// The date pickers' CSS comes with the only field that uses them, never on pages without a date field.
import '@mantine/dates/styles.layer.css';

dayjs.extend(customParseFormat);

/**
 * Dates default to US English with weeks starting on Sunday (spec section 9; Mantine's default is Monday). Set on
 * the field rather than by a DatesProvider at the root, so pages without a date field never load @mantine/dates.
 */
const datesSettings = { locale: 'en', firstDayOfWeek: 0 } as const satisfies DatesProviderSettings;

/** How a date reads in the field: the spec's 'MMMM d, yyyy', written as a dayjs format. */
const DISPLAY_FORMAT = 'MMMM D, YYYY';

/** What a person may type, tried in order; strict, so "12/1" or "December 10, 18" never becomes a date. */
const TYPED_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'M/D/YYYY', DISPLAY_FORMAT, 'MMM D, YYYY', 'MMMM D YYYY'];

/**
 * The date-only value ('YYYY-MM-DD') of what was typed, or null when it is not a whole date in one of the
 * accepted formats. Month names may be typed in any case ("december 10, 1815").
 */
export function parseTypedDate(text: string): string | null {
  const normalised = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[a-z]+/gi, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  const date = dayjs(normalised, TYPED_FORMATS, datesSettings.locale, true);
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
 * A date typed or picked from a calendar, shown as "December 10, 1815". Typing suits dates decades ago; the
 * calendar's header climbs from month to year to decade. US English, weeks starting on Sunday.
 */
export function DateField({ label, value, onChange, placeholder = 'MM/DD/YYYY', ...props }: DateFieldProps) {
  const { t } = useLingui();
  const ariaLabels = {
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    previousYear: t`Previous year`,
    nextYear: t`Next year`,
    previousDecade: t`Previous decade`,
    nextDecade: t`Next decade`,
  };
  return (
    <DateInput
      locale={datesSettings.locale}
      firstDayOfWeek={datesSettings.firstDayOfWeek}
      clearable
      // Clicking the chosen day again keeps it; the clear button or an emptied input removes it.
      allowDeselect={false}
      // Other months' days would be drawn faded, below readable contrast; each month shows only its own days.
      hideOutsideDates
      ariaLabels={ariaLabels}
      getDayAriaLabel={(day) => dayjs(day).format(DISPLAY_FORMAT)}
      clearButtonProps={{ 'aria-label': t`Clear ${label}` }}
      {...props}
      label={label}
      placeholder={placeholder}
      valueFormat={DISPLAY_FORMAT}
      dateParser={parseTypedDate}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
    />
  );
}
