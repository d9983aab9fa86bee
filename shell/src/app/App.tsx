import '@evergreen/design-system/styles.css';
import { theme } from '@evergreen/design-system/theme';
import { MantineProvider } from '@mantine/core';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';

const router = createBrowserRouter(routes);

/** The one MantineProvider and the one router of the page; remotes render inside both. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
