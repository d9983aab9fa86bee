// Apps get each Mantine component's CSS with its code (build-config's mantine.ts); Storybook takes all of it.
import '@mantine/core/styles.layer.css';
import '../src/styles.css';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
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

const preview: Preview = {
  decorators: [withMantine],
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
  },
  initialGlobals: { colorScheme: 'light' },
  parameters: {
    layout: 'padded',
    // Accessibility problems are failures, not hints, in stories too.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
