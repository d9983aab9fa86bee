import { LoadingState } from '@evergreen/design-system/LoadingState';
import { authScreenOf } from '@evergreen/domain/auth';
import { useSessionStore } from '@evergreen/supabase-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Paper } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router-dom';
import { CredentialsForm } from './CredentialsForm';
import { NewPasswordForm } from './NewPasswordForm';
import { TwoStepForm } from './TwoStepForm';

/**
 * /auth: sign in (with the code from the authenticator app when two-step sign-in is on), create an account, or
 * (from a reset e-mail) choose a new password.
 */
export function AuthPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { next, returning, resetting } = authScreenOf(params);
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  const codeNeeded = useSessionStore((state) => state.codeNeeded === true);

  if (loading) return <LoadingState label={t`Loading...`} />;
  // Two-step sign-in: the password was right, the code from the app comes next.
  if (user && codeNeeded && !resetting)
    return (
      <Container size={460} py={48}>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <TwoStepForm />
        </Paper>
      </Container>
    );
  // The reset link signs the user in for recovery: they stay here to choose the new password.
  if (user && !resetting) return <Navigate to={next} replace />;

  return (
    <Container size={460} py={48}>
      {returning && (
        <Alert color="blue" variant="light" mb="md">
          <Trans>You'll be redirected to your intended page after signing in.</Trans>
        </Alert>
      )}
      {resetting && (
        <Alert color="blue" variant="light" mb="md">
          <Trans>Please enter your new password below.</Trans>
        </Alert>
      )}
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {resetting ? <NewPasswordForm /> : <CredentialsForm next={next} />}
      </Paper>
    </Container>
  );
}
