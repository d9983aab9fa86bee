import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export interface ErrorPanelProps {
  title: string;
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failure the user should notice: announced by screen readers as it appears, with an optional retry. */
export function ErrorPanel({ title, message, onRetry, retryLabel }: ErrorPanelProps) {
  const { t } = useLingui();
  // The title goes in the body, not in Alert's `title` prop: that renders a <span>, which cannot hold a heading.
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} stroke={1.75} aria-hidden="true" />}
    >
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text mt="xs">{message}</Text>
      {onRetry && (
        <Button variant="default" mt="md" onClick={onRetry}>
          {retryLabel ?? t`Try again`}
        </Button>
      )}
    </Alert>
  );
}
