import { useLingui } from '@lingui/react/macro';
import { Button, Group, type MantineColor, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** May return a promise: the confirm button shows a loader until it settles, then the dialog closes. */
  onConfirm: () => void | Promise<void>;
  /** Colour of the confirm button, e.g. "red" for deletions. */
  color?: MantineColor;
}

/**
 * A controlled "are you sure?" dialog. Errors thrown by `onConfirm` are the caller's to show: the dialog still
 * closes, so a message the caller puts on the page is not hidden behind it, and the error is re-thrown.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  color,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);

  // Half-done work must not be dismissed by a stray Escape or click outside.
  const dismiss = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text component="div">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        {/* Focus starts on the safe choice, so a hurried Enter does not confirm a deletion. */}
        <Button variant="default" onClick={dismiss} disabled={busy} data-autofocus>
          {cancelLabel ?? t`Cancel`}
        </Button>
        <Button color={color} onClick={confirm} loading={busy}>
          {confirmLabel ?? t`Confirm`}
        </Button>
      </Group>
    </Modal>
  );
}
