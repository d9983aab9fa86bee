import { isLocale, type Locale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { useLingui } from '@lingui/react';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { type ReactNode, useEffect, useReducer } from 'react';

/**
 * dayjs's month and day names of each language, one `import()` written out per locale: each is a chunk of its own,
 * loaded with the date field (never with a page that has none) and only for the reader's language.
 */
const DAYJS_LOCALES: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<unknown>>> = {
  es: () => import('dayjs/locale/es'),
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  ar: () => import('dayjs/locale/ar'),
};

/**
 * How each language's calendars are laid out: US English weeks start on Sunday (spec section 9; Mantine's default
 * is Monday), Spanish, German and French ones on Monday, Arabic ones on Saturday with Friday and Saturday as the
 * weekend.
 */
const CALENDARS: Readonly<Record<Locale, Omit<DatesProviderSettings, 'locale'>>> = {
  en: { firstDayOfWeek: 0, weekendDays: [0, 6] },
  es: { firstDayOfWeek: 1, weekendDays: [0, 6] },
  de: { firstDayOfWeek: 1, weekendDays: [0, 6] },
  fr: { firstDayOfWeek: 1, weekendDays: [0, 6] },
  ar: { firstDayOfWeek: 6, weekendDays: [5, 6] },
};

const loaded = new Set<string>([SOURCE_LOCALE]);

/** The page's language once dayjs has its names (loading them on first use), English until then. */
export function useDatesLocale(): Locale {
  const { i18n } = useLingui();
  const wanted: Locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (loaded.has(wanted) || wanted === 'en') return;
    let live = true;
    DAYJS_LOCALES[wanted]().then(
      () => {
        loaded.add(wanted);
        if (live) rerender();
      },
      (error: unknown) => console.warn(`The ${wanted} date names could not be loaded`, error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return loaded.has(wanted) ? wanted : SOURCE_LOCALE;
}

/**
 * The one place Mantine's date pickers learn the reader's language: month and day names, the first day of the
 * week and the weekend. Right to left comes from the page's `dir` (Arabic), as for every Mantine component.
 */
export function DatesLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <DatesProvider settings={{ locale, ...CALENDARS[locale] }}>{children}</DatesProvider>;
}
