import { MantineProvider } from '@mantine/core';
import { type RenderOptions, render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '../theme';

function Providers({ children }: { children: ReactNode }) {
  // env="test" turns off transitions and portals, so modals and menus appear at once, inside the container.
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Testing Library's render inside the app's MantineProvider and theme. */
export function render(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return testingLibraryRender(ui, { wrapper: Providers, ...options });
}
