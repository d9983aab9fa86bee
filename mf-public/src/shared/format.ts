import { isDisplayLocale, languageTag } from '@evergreen/domain/locale';

/** A price in US dollars as the reader's language writes it: "$5" in English, "5 $" in German. */
export function formatUsd(locale: string, amount: number): string {
  return new Intl.NumberFormat(isDisplayLocale(locale) ? languageTag(locale) : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
  }).format(amount);
}
