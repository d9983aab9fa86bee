import { Button, type ButtonProps, type MantineColor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmButtonProps {
  /** The button's label. */
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  /** Colour of both the button and the dialog's confirm button. */
  color?: MantineColor;
  buttonProps?: ButtonProps;
}

/** A button that asks for confirmation in a dialog before it acts. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  color,
  buttonProps,
}: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color={color} {...buttonProps} onClick={open}>
        {children}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onConfirm={onConfirm}
        color={color}
      />
    </>
  );
}
