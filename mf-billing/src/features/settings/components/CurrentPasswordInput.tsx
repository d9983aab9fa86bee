import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export interface CurrentPasswordInputProps
  extends Omit<PasswordInputProps, 'label' | 'description' | 'autoComplete' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * "Current password", asked before what cannot be undone (changing the password or the e-mail, deleting the
 * account): the server checks it (GoTrue's `current_password`), so a borrowed signed-in session is not enough.
 */
export function CurrentPasswordInput({ value, onChange, ...props }: CurrentPasswordInputProps) {
  const { t } = useLingui();
  return (
    <PasswordInput
      label={t`Current password`}
      description={t`To make sure it is you.`}
      autoComplete="current-password"
      required
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
