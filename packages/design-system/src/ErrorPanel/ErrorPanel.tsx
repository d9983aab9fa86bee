import { Alert, Button, Text, Title } from '@mantine/core';

export interface ErrorPanelProps {
  title: string;
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

function AlertIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

/** A failure the user should notice: announced by screen readers as it appears, with an optional retry. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'Try again' }: ErrorPanelProps) {
  // The title goes in the body, not in Alert's `title` prop: that renders a <span>, which cannot hold a heading.
  return (
    <Alert role="alert" color="red" variant="light" icon={<AlertIcon />}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text mt="xs">{message}</Text>
      {onRetry && (
        <Button variant="default" mt="md" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
