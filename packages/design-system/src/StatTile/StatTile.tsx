import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatTileProps {
  label: string;
  value: number | string;
  /** A decorative icon, hidden from screen readers. */
  icon?: ReactNode;
}

/** A summary number with its label, e.g. "Your Memorials: 3". */
export function StatTile({ label, value, icon }: StatTileProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" fw={500} component="div" style={{ display: 'flex', gap: 8 }}>
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}
