import '@evergreen/design-system/styles.css';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { theme } from '@evergreen/design-system/theme';
import { Container, MantineProvider } from '@mantine/core';

/** Shown when the app cannot start at all (for example app-config.json is missing or invalid). */
export function StartupError({ error }: { error: unknown }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Container size="sm" py="xl">
        <ErrorPanel
          title="Evergreen Memorials could not start"
          message={error instanceof Error ? error.message : 'An error occurred'}
          onRetry={() => window.location.reload()}
        />
      </Container>
    </MantineProvider>
  );
}
