import { LanguageMenu } from '@evergreen/design-system/LanguageMenu';
import { isLocale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { useLingui } from '@lingui/react';
import { useChooseLocale } from '../app/choose-locale';

/** The language menu of both layouts' headers, showing the page's language; `compact`: the globe alone. */
export function HeaderLanguageMenu({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui();
  const choose = useChooseLocale();
  return (
    <LanguageMenu
      compact={compact}
      value={isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE}
      onChange={(locale) => void choose(locale)}
    />
  );
}
