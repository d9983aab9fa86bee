import { useLingui } from '@lingui/react/macro';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** Switches between light and dark; the choice is remembered by MantineProvider's color scheme manager. */
export function ColorSchemeToggle() {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  // The computed value resolves "auto" to what the system shows, so the first click always visibly changes it.
  // The prerendered page was drawn light (no visitor's choice on the server): hydrating draws the same, and the
  // stored choice follows in the next render (an external store reads its server value while hydrating).
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const computed = useComputedColorScheme('light');
  const current = hydrated ? computed : 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  const Icon = current === 'dark' ? IconSun : IconMoon;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t`Toggle color scheme`}
      title={next === 'dark' ? t`Switch to dark mode` : t`Switch to light mode`}
      onClick={() => setColorScheme(next)}
    >
      <Icon size={20} stroke={1.75} aria-hidden="true" />
    </ActionIcon>
  );
}
