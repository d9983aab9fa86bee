import { checkNewPassword, NewPasswordInput } from '@evergreen/design-system/PasswordStrength';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../api/change-password';
import { CurrentPasswordInput } from './CurrentPasswordInput';

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
    if (values.password !== values.confirm) return setProblem(PASSWORDS_DIFFER);
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

  const error = problem ?? (change.isError ? messageOf(change.error, ERRORS.generic) : null);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="password-title">
          Password
        </Title>
        {change.isSuccess && !open && (
          <Text size="sm" role="status">
            {PASSWORD_CHANGED}
          </Text>
        )}
        {open ? (
          <form onSubmit={submit} style={{ width: '100%' }}>
            <Stack gap="sm">
              <CurrentPasswordInput value={values.current} onChange={set('current')} />
              <NewPasswordInput
                label="New password"
                description="Password must be at least 6 characters long"
                required
                value={values.password}
                onChange={(event) => set('password')(event.currentTarget.value)}
                userInputs={accountWords}
              />
              <PasswordInput
                label="Confirm new password"
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
                  Save new password
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
                  Cancel
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
            Change password
          </Button>
        )}
      </Stack>
    </Card>
  );
}
