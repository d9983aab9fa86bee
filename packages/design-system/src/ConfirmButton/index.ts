export { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
