import { isLocale, LOCALE_NAMES, LOCALES, type Locale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { activateLocale, rememberLocale } from '@evergreen/runtime/messages';
import { getSupabase, saveProfileLocale, useSessionStore } from '@evergreen/supabase-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Notify } from './banner';

/** Each language by its own name, as a reader looks for it. */
const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The reader's language: the page switches to it at once (every mounted app re-renders, no reload), the cookie
 * keeps it for the next first HTML, and the profile for every device and for what the server writes to them
 * (reminder e-mails, the calendar feed, account e-mails).
 */
export function LanguageSection({ notify }: { notify: Notify }) {
  const { i18n, t } = useLingui();
  const userId = useSessionStore((state) => state.user?.id);
  const save = useMutation({
    mutationFn: async (locale: Locale) => {
      if (!userId) throw new Error('Not signed in');
      await saveProfileLocale(getSupabase(), userId, locale);
    },
  });
  const current = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;

  const choose = async (value: string | null) => {
    if (!isLocale(value) || value === current) return;
    notify(null);
    await activateLocale(value);
    rememberLocale(value);
    // Read after the switch, so a failure is told in the language just chosen.
    save.mutate(value, { onError: () => notify({ kind: 'error', text: t`Failed to save your language` }) });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="language-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="language-title">
          <Trans>Language</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            The language of Evergreen Memorials, and of the e-mails and calendar entries we send you.
          </Trans>
        </Text>
        <Select
          label={t`Language`}
          data={LANGUAGES}
          value={current}
          onChange={(value) => void choose(value)}
          allowDeselect={false}
          disabled={save.isPending}
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </Card>
  );
}
