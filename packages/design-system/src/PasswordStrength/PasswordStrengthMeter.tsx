import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import { MIN_PASSWORD_SCORE, type PasswordStrength, weakPasswordReason } from './password-strength';

const LABELS: readonly MessageDescriptor[] = [
  msg`Very weak`,
  msg`Weak`,
  msg`Fair`,
  msg`Strong`,
  msg`Very strong`,
];
const COLORS = ['red', 'red', 'yellow', 'teal', 'green'] as const;

export interface PasswordStrengthMeterProps {
  password: string;
  /** From usePasswordStrength; nothing is shown until there is one. */
  strength: PasswordStrength | null;
}

/** A bar and a word for how hard the new password is to guess, and why it is refused when it is too easy. */
export function PasswordStrengthMeter({ password, strength }: PasswordStrengthMeterProps) {
  const { t, i18n } = useLingui();
  if (!password || !strength) return null;
  const { score } = strength;
  const label = i18n._(LABELS[score] ?? msg`Fair`);
  const weak = score < MIN_PASSWORD_SCORE;
  const advice = weak ? weakPasswordReason(strength) : strength.suggestions[0];
  return (
    <Stack gap={4} aria-live="polite">
      <Progress.Root size="sm">
        <Progress.Section value={(score + 1) * 20} color={COLORS[score]} aria-label={t`Strength: ${label}`} />
      </Progress.Root>
      <Text size="xs" c={weak ? 'red.8' : 'dimmed'}>
        {advice ? (
          <Trans>
            Password strength: {label}. {advice}
          </Trans>
        ) : (
          <Trans>Password strength: {label}</Trans>
        )}
      </Text>
    </Stack>
  );
}
