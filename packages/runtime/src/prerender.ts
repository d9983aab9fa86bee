import { LOCALES, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { localizedPageName } from '@evergreen/domain/prerender';
import { activateLocale } from './messages';

/**
 * A build's prerendered pages in every locale (issue 28), named as the host asks for them (localizedPageName):
 * `render` draws the pages in the active locale, which this switches to each in turn (the caller has registered its
 * catalogs with startMessages). For a prerender entry in Node, never for the browser.
 */
export async function inEveryLocale<Page>(
  render: () => Record<string, Page> | Promise<Record<string, Page>>,
): Promise<Record<string, Page>> {
  const pages: Record<string, Page> = {};
  for (const locale of LOCALES) {
    await activateLocale(locale);
    for (const [name, page] of Object.entries(await render())) pages[localizedPageName(name, locale)] = page;
  }
  await activateLocale(SOURCE_LOCALE);
  return pages;
}
