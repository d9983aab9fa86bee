import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  /** Inline content (text, links): it is rendered inside a paragraph. */
  description?: ReactNode;
  /** Usually the button that fills the emptiness, e.g. "Create Memorial". */
  action?: ReactNode;
  /** A decorative icon; hide it from screen readers (aria-hidden) if it is an SVG. */
  icon?: ReactNode;
}

/** What a list or page shows when there is nothing in it yet, and how to start. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <MantineEmptyState icon={icon} withIndicatorBackground py="xl">
      <MantineEmptyState.Title order={2} ff="heading">
        {title}
      </MantineEmptyState.Title>
      {description != null && <MantineEmptyState.Description>{description}</MantineEmptyState.Description>}
      {action != null && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
