import '@evergreen/design-system/styles.css';
import { datesSettings, theme } from '@evergreen/design-system/theme';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';

const router = createBrowserRouter(routes);

/** The one MantineProvider (with the dates settings) and the one router of the page; remotes render inside both. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <DatesProvider settings={datesSettings}>
        <RouterProvider router={router} />
      </DatesProvider>
    </MantineProvider>
  );
}
