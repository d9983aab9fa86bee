import { checkNewPassword, NewPasswordInput } from '@evergreen/design-system/PasswordStrength';
import { MIN_PASSWORD_LENGTH } from '@evergreen/domain/auth';
import { ERRORS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { errorText } from '@evergreen/domain/server-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { updatePassword } from './api/auth';

/** Reached from the reset e-mail's link, which signed the user in for recovery. */
export function NewPasswordForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: {
      password: (value) =>
        value.length < MIN_PASSWORD_LENGTH ? t`Password must be at least 6 characters long` : null,
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
      setError(errorText(i18n, cause, ERRORS.generic));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          <Trans>Choose a New Password</Trans>
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <NewPasswordInput
          label={t`New Password`}
          required
          description={t`Password must be at least 6 characters long`}
          {...form.getInputProps('password')}
          value={form.values.password}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t`Updating password...` : t`Update Password`}
        </Button>
      </Stack>
    </form>
  );
}
