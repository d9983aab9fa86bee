import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The row above a memorial page: the way back on the left, the page's actions on the right. */
export function TopBar({ start, end }: { start: ReactNode; end?: ReactNode }) {
  return (
    <Container size="lg" pt="lg">
      <Group justify="space-between" gap="xs">
        {start}
        {end && <Group gap="xs">{end}</Group>}
      </Group>
    </Container>
  );
}
