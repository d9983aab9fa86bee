import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type RenderOptions, render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '../theme';

function Providers({ children }: { children: ReactNode }) {
  // env="test" turns off transitions and portals, so modals and menus appear at once, inside the container.
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}

/** Testing Library's render inside the app's MantineProvider and theme, with the page's messages. */
export function render(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return testingLibraryRender(ui, { wrapper: Providers, ...options });
}
