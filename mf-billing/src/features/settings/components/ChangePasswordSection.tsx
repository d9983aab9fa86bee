import { checkNewPassword, NewPasswordInput } from '@evergreen/design-system/PasswordStrength';
import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../api/change-password';
import { CurrentPasswordInput } from './CurrentPasswordInput';

const CHANGED = msg`Password changed. Every other device was signed out; this one stays signed in.`;
const DIFFER = msg`The new passwords do not match.`;

/** The English of the two outcomes above, as the spec words them and the tests read them. */
export const PASSWORD_CHANGED =
  'Password changed. Every other device was signed out; this one stays signed in.';
export const PASSWORDS_DIFFER = 'The new passwords do not match.';

const EMPTY = { current: '', password: '', confirm: '' };

/** "Change password": the current password, a new one (with its strength) and the new one again. */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const user = useSessionStore((state) => state.user);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { i18n, t } = useLingui();
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const accountWords = [user?.email ?? '', String(user?.user_metadata?.full_name ?? '')];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    change.reset();
    setChecking(true);
    const refused = await checkNewPassword(values.password, accountWords).finally(() => setChecking(false));
    if (refused) return setProblem(refused);
    if (values.password !== values.confirm) return setProblem(i18n._(DIFFER));
    change.mutate(
      { currentPassword: values.current, password: values.password },
      {
        onSuccess: () => {
          setOpen(false);
          setValues(EMPTY);
        },
      },
    );
  };

  const error = problem ?? (change.isError ? errorText(i18n, change.error, ERRORS.generic) : null);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="password-title">
          <Trans>Password</Trans>
        </Title>
        {change.isSuccess && !open && (
          <Text size="sm" role="status">
            {i18n._(CHANGED)}
          </Text>
        )}
        {open ? (
          <form onSubmit={submit} style={{ width: '100%' }}>
            <Stack gap="sm">
              <CurrentPasswordInput value={values.current} onChange={set('current')} />
              <NewPasswordInput
                label={t`New password`}
                description={t`Password must be at least 6 characters long`}
                required
                value={values.password}
                onChange={(event) => set('password')(event.currentTarget.value)}
                userInputs={accountWords}
              />
              <PasswordInput
                label={t`Confirm new password`}
                required
                autoComplete="new-password"
                value={values.confirm}
                onChange={(event) => set('confirm')(event.currentTarget.value)}
              />
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
              <Group gap="sm">
                <Button type="submit" loading={checking || change.isPending}>
                  <Trans>Save new password</Trans>
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setOpen(false);
                    setValues(EMPTY);
                    setProblem(null);
                  }}
                  disabled={change.isPending}
                >
                  <Trans>Cancel</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Button
            variant="default"
            onClick={() => {
              change.reset();
              setOpen(true);
            }}
          >
            <Trans>Change password</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}
