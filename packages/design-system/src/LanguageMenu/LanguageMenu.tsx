import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@evergreen/domain/locale';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';

export interface LanguageMenuProps {
  /** The page's language. */
  value: Locale;
  /** The reader chose another one. */
  onChange: (locale: Locale) => void;
}

/** Each language by its own name, so a reader finds theirs whatever the page speaks now. */
const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The header's language menu: the five languages by their own names. A native select, the lightest menu there is
 * (it is on every page's first visit), and one each phone draws in its own way.
 */
export function LanguageMenu({ value, onChange }: LanguageMenuProps) {
  const { t } = useLingui();
  return (
    <NativeSelect
      aria-label={t`Language`}
      data={OPTIONS}
      value={value}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isLocale(chosen)) onChange(chosen);
      }}
      size="sm"
      w="8.5rem"
    />
  );
}
