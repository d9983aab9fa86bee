import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches between light and dark; the choice is remembered by MantineProvider's color scheme manager. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // The computed value resolves "auto" to what the system shows, so the first click always visibly changes it.
  const current = useComputedColorScheme('light');
  const next = current === 'dark' ? 'light' : 'dark';
  const Icon = current === 'dark' ? IconSun : IconMoon;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      title={`Switch to ${next} mode`}
      onClick={() => setColorScheme(next)}
    >
      <Icon size={20} stroke={1.75} aria-hidden="true" />
    </ActionIcon>
  );
}
