import { PasswordInput, type PasswordInputProps, Stack } from '@mantine/core';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { usePasswordStrength } from './usePasswordStrength';

export interface NewPasswordInputProps extends Omit<PasswordInputProps, 'value' | 'autoComplete'> {
  value: string;
  /** Words of this account (name, e-mail address) that a password should not lean on. */
  userInputs?: readonly string[];
}

/**
 * A field for choosing a password, with its strength meter below. zxcvbn loads when the field is focused; the
 * form refuses what `checkNewPassword` refuses, on submit.
 */
export function NewPasswordInput({ value, userInputs, onFocus, ...props }: NewPasswordInputProps) {
  const { strength, load } = usePasswordStrength(value, userInputs);
  return (
    <Stack gap={6}>
      <PasswordInput
        {...props}
        value={value}
        autoComplete="new-password"
        onFocus={(event) => {
          load();
          onFocus?.(event);
        }}
      />
      <PasswordStrengthMeter password={value} strength={strength} />
    </Stack>
  );
}
