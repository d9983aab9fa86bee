import { checkNewPassword, NewPasswordInput } from '@evergreen/design-system/PasswordStrength';
import { MIN_PASSWORD_LENGTH } from '@evergreen/domain/auth';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { updatePassword } from './api/auth';

/** Reached from the reset e-mail's link, which signed the user in for recovery. */
export function NewPasswordForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: {
      password: (value) =>
        value.length < MIN_PASSWORD_LENGTH ? 'Password must be at least 6 characters long' : null,
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    setBusy(true);
    try {
      const problem = await checkNewPassword(password);
      if (problem) {
        setError(problem);
        return;
      }
      await updatePassword(password);
      navigate(paths.dashboard, { replace: true });
    } catch (cause) {
      setError(messageOf(cause, ERRORS.generic));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          Choose a New Password
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <NewPasswordInput
          label="New Password"
          required
          description="Password must be at least 6 characters long"
          {...form.getInputProps('password')}
          value={form.values.password}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Updating password...' : 'Update Password'}
        </Button>
      </Stack>
    </form>
  );
}
