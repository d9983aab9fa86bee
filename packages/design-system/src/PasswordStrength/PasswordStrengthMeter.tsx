import { Progress, Stack, Text } from '@mantine/core';
import { MIN_PASSWORD_SCORE, type PasswordStrength, weakPasswordReason } from './password-strength';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLORS = ['red', 'red', 'yellow', 'teal', 'green'] as const;

export interface PasswordStrengthMeterProps {
  password: string;
  /** From usePasswordStrength; nothing is shown until there is one. */
  strength: PasswordStrength | null;
}

/** A bar and a word for how hard the new password is to guess, and why it is refused when it is too easy. */
export function PasswordStrengthMeter({ password, strength }: PasswordStrengthMeterProps) {
  if (!password || !strength) return null;
  const { score } = strength;
  const weak = score < MIN_PASSWORD_SCORE;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress.Root size="sm">
        <Progress.Section
          value={(score + 1) * 20}
          color={COLORS[score]}
          aria-label={`Strength: ${LABELS[score]}`}
        />
      </Progress.Root>
      <Text size="xs" c={weak ? 'red.8' : 'dimmed'}>
        Password strength: {LABELS[score]}
        {weak
          ? `. ${weakPasswordReason(strength)}`
          : strength.suggestions[0]
            ? `. ${strength.suggestions[0]}`
            : ''}
      </Text>
    </Stack>
  );
}
