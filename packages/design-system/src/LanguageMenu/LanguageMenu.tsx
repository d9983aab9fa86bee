import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@evergreen/domain/locale';
import { useLingui } from '@lingui/react/macro';
import { IconSelector, IconWorld } from '@tabler/icons-react';
import classes from './LanguageMenu.module.css';

export interface LanguageMenuProps {
  /** The page's language. */
  value: Locale;
  /** The reader chose another one. */
  onChange: (locale: Locale) => void;
  /** The globe alone at every width (a crowded header); otherwise from phone widths up the language's name too. */
  compact?: boolean;
}

/**
 * The header's language menu: the five languages by their own names, so a reader finds theirs whatever the page
 * speaks now. A native select drawn as Mantine's inputs are, not Mantine's NativeSelect: the menu is on every first
 * visit of `/`, and Mantine's input machinery is not otherwise (4 KiB gz saved there). Each phone opens its own list.
 */
export function LanguageMenu({ value, onChange, compact = false }: LanguageMenuProps) {
  const { t } = useLingui();
  return (
    <span className={classes.root} data-compact={compact || undefined}>
      <IconWorld className={classes.globe} size={18} stroke={1.75} aria-hidden="true" />
      <select
        className={classes.select}
        aria-label={t`Language`}
        value={value}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLocale(chosen)) onChange(chosen);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <IconSelector className={classes.chevron} size={14} stroke={1.75} aria-hidden="true" />
    </span>
  );
}
