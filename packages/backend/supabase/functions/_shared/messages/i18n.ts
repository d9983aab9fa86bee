// What the server writes, in its reader's language: one Lingui catalog (the .po files beside this one), compiled by
// `pnpm --filter backend messages` into catalogs.ts, which the local server (Node) and the functions (Deno) import
// alike. This reads the compiled ICU messages (arguments, plural, select) with the platform's own Intl, so neither
// runtime needs a package for it.
//
// A message is written as `i18n._('Reminder: {label} for {name}', { label, name })`, its id the English text: the
// extractor finds these calls (and constants marked `/*i18n*\/ 'Birthday'`), and English stays exactly that text.
import { type CompiledMessage, catalogs } from './catalogs.ts';
import { type Locale, languageTag, localeOr } from './locale.ts';

export type MessageValues = Readonly<Record<string, string | number>>;

export interface ServerI18n {
  readonly locale: Locale;
  /** The BCP 47 tag of the locale, for `Intl` and `<html lang>`. */
  readonly tag: string;
  /** The message whose English text is `id`, in this locale (English when it has no translation), with `values`. */
  _(id: string, values?: MessageValues): string;
  /**
   * A `yyyy-mm-dd` calendar date as the app's long date in this locale ("March 5, 2024", "5. März 2024"): the date
   * as stored, which the database already reckons in the reader's time zone. Undefined for anything else.
   */
  longDate(value: string | null | undefined): string | undefined;
}

type Choices = Readonly<Record<string, CompiledMessage>> & { offset?: number };

function render(
  message: CompiledMessage,
  values: MessageValues,
  tag: string,
  /** Inside a plural: what `#` stands for. */
  count?: string,
): string {
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const choices = format as Choices;
      const n = Number(value);
      const offset = choices.offset ?? 0;
      const rule = new Intl.PluralRules(tag, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(
        n - offset,
      );
      const chosen = choices[String(n)] ?? choices[rule] ?? choices.other;
      text += chosen ? render(chosen, values, tag, new Intl.NumberFormat(tag).format(n - offset)) : '';
    } else if (type === 'select') {
      const choices = format as Choices;
      const chosen = choices[String(value)] ?? choices.other;
      text += chosen ? render(chosen, values, tag, count) : '';
    } else {
      text += value === undefined ? '' : String(value);
    }
  }
  return text;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The messages of `locale` (a saved profiles.locale or a negotiated one; English for anything unknown). */
export function serverI18n(locale: string | null | undefined): ServerI18n {
  const active = localeOr(locale);
  const tag = languageTag(active);
  const catalog = catalogs[active];
  const english = catalogs.en;
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    locale: active,
    tag,
    _(id, values = {}) {
      const message = catalog[id] ?? english[id];
      return message ? render(message, values, tag) : id;
    },
    longDate(value) {
      const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
      if (!match) return undefined;
      const [, year, month, day] = match.map(Number) as [number, number, number, number];
      if (month < 1 || month > 12) return undefined;
      // English as the spec writes it, 'MMMM d, yyyy', for every year (Intl would drop a leading zero of 0999).
      if (active === 'en') return `${ENGLISH_MONTHS[month - 1]} ${day}, ${match[1]}`;
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      return dates.format(date);
    },
  };
}
