import { Button } from '@mantine/core';

function ArrowLeft() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

/** The back button of the memorial screens. */
export function BackButton({ onClick, label = 'Back' }: { onClick: () => void; label?: string }) {
  return (
    <Button variant="subtle" leftSection={<ArrowLeft />} onClick={onClick}>
      {label}
    </Button>
  );
}
