// Apps get each Mantine component's CSS with its code (build-config's mantine.ts); Storybook takes all of it.
import '@mantine/core/styles.layer.css';
import '../src/styles.css';
import { type DisplayLocale, directionOf, isDisplayLocale, languageTag } from '@evergreen/domain/locale';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import type { Decorator, Loader, Preview } from 'storybook-react-rsbuild';
import { loadMessages as loadBillingMessages } from '../../../mf-billing/src/messages';
import { loadMessages as loadMemorialsMessages } from '../../../mf-memorials/src/messages';
import {
  loadMessages as loadPublicMessages,
  loadPageMessages as loadPublicPageMessages,
} from '../../../mf-public/src/messages';
import { loadMessages as loadRemindersMessages } from '../../../mf-reminders/src/messages';
import { loadShellMessages, loadShellPageMessages } from '../../../shell/src/app/messages';
import { type CatalogLoader, loadUiKitMessages } from '../src/messages';
import { theme } from '../src/theme';

// The toolbar owns the colour scheme: nothing is remembered in localStorage from one story to the next.
const toolbarColorScheme: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

const withMantine: Decorator = (Story, context) => {
  const scheme = context.globals.colorScheme === 'dark' ? 'dark' : 'light';
  // Remounted on a toolbar switch so it starts from the chosen scheme; ColorSchemeToggle in a story still works.
  return (
    <MantineProvider
      key={scheme}
      theme={theme}
      defaultColorScheme={scheme}
      colorSchemeManager={toolbarColorScheme}
    >
      <Story />
    </MantineProvider>
  );
};

/** Every catalog a story may need: the UI kit's, the shell's and each remote's (their screens are stories too). */
const CATALOGS: readonly CatalogLoader[] = [
  loadUiKitMessages,
  loadShellMessages,
  loadShellPageMessages,
  loadPublicMessages,
  loadPublicPageMessages,
  loadMemorialsMessages,
  loadRemindersMessages,
  loadBillingMessages,
];

const localeOf = (value: unknown): DisplayLocale => (isDisplayLocale(value) ? value : 'en');

/** The toolbar's locale, with every catalog in it, active before the story renders. */
const withLocale: Loader = async ({ globals }) => {
  const locale = localeOf(globals.locale);
  const catalogs = await Promise.all(CATALOGS.map((load) => load(locale)));
  const messages: Messages = Object.assign({}, ...catalogs.map((catalog) => catalog.messages));
  i18n.load(locale, messages);
  i18n.activate(locale, [languageTag(locale)]);
  return {};
};

/** The page's messages and direction: the locale's own (Arabic right to left), or the toolbar's choice. */
const withMessages: Decorator = (Story, context) => {
  const locale = localeOf(context.globals.locale);
  const chosen = context.globals.direction;
  const direction = chosen === 'ltr' || chosen === 'rtl' ? chosen : directionOf(locale);
  document.documentElement.lang = languageTag(locale);
  document.documentElement.dir = direction;
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider key={direction} initialDirection={direction} detectDirection={false}>
        <Story />
      </DirectionProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  loaders: [withLocale],
  // The last decorator is the outermost: messages and direction around Mantine's provider, as in the apps.
  decorators: [withMantine, withMessages],
  globalTypes: {
    colorScheme: {
      description: 'Light or dark colour scheme',
      toolbar: {
        title: 'Color scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the messages (pseudo: accented and longer, for layout checks)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
          { value: 'ar', title: 'العربية' },
          { value: 'pseudo', title: 'Pseudo-locale' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: "Text direction: the locale's own, or forced",
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: "The locale's" },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light', locale: 'en', direction: 'auto' },
  parameters: {
    layout: 'padded',
    // Accessibility problems are failures, not hints, in stories too.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
