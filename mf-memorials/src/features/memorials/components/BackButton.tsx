import { Button } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';

/** The back button of the memorial screens. */
export function BackButton({ onClick, label = 'Back' }: { onClick: () => void; label?: string }) {
  return (
    <Button variant="subtle" leftSection={<IconChevronLeft size={16} aria-hidden="true" />} onClick={onClick}>
      {label}
    </Button>
  );
}
