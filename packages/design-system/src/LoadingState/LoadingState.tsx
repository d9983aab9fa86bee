import { Loader, Stack, Text } from '@mantine/core';

export interface LoadingStateProps {
  /** Visible and announced text, e.g. "Loading your memorials...". */
  label: string;
}

/** A spinner with its text, in a polite live region so screen readers hear what is loading. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <Stack role="status" align="center" gap="sm" py="xl">
      <Loader type="dots" aria-hidden="true" />
      <Text c="dimmed">{label}</Text>
    </Stack>
  );
}
