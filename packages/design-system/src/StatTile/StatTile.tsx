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
    // Three side by side on a phone: a little less padding there, and a label's long word ("Compartidos") breaks
    // inside its tile rather than pushing the page sideways.
    <Paper withBorder p={{ base: 'sm', xs: 'md' }} radius="md">
      <Text
        size="sm"
        c="dimmed"
        fw={500}
        component="div"
        style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
      >
        {icon && (
          <span aria-hidden="true" style={{ float: 'inline-start', marginInlineEnd: 8 }}>
            {icon}
          </span>
        )}
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}
