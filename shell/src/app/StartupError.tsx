import '@evergreen/design-system/styles.css';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { theme } from '@evergreen/design-system/theme';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Container, MantineProvider } from '@mantine/core';

/** Shown when the app cannot start at all (for example app-config.json is missing or invalid). */
export function StartupError({ error }: { error: unknown }) {
  // The catalogs may be what could not be had: with no locale active, the panel speaks English.
  const english = {
    title: 'Evergreen Memorials could not start',
    message: error instanceof Error ? error.message : 'An error occurred',
  };
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Container size="sm" py="xl">
        <I18nProvider i18n={i18n}>
          {i18n.locale ? (
            <StartupErrorPanel error={error} />
          ) : (
            <ErrorPanel {...english} retryLabel="Try again" onRetry={() => window.location.reload()} />
          )}
        </I18nProvider>
      </Container>
    </MantineProvider>
  );
}

function StartupErrorPanel({ error }: { error: unknown }) {
  const { t } = useLingui();
  return (
    <ErrorPanel
      title={t`Evergreen Memorials could not start`}
      message={error instanceof Error ? error.message : t`An error occurred`}
      onRetry={() => window.location.reload()}
    />
  );
}
