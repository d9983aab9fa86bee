import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';

/** The back button of the memorial screens. */
export function BackButton({ onClick, label }: { onClick: () => void; label?: string }) {
  return (
    <Button variant="subtle" leftSection={<IconChevronLeft size={16} aria-hidden="true" />} onClick={onClick}>
      {label ?? <Trans>Back</Trans>}
    </Button>
  );
}
