import { checkNewPassword, NewPasswordInput } from '@evergreen/design-system/PasswordStrength';
import { usePrerendered } from '@evergreen/design-system/prerendered';
import { MIN_PASSWORD_LENGTH } from '@evergreen/domain/auth';
import { ERRORS, SUCCESS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { useSessionStore } from '@evergreen/supabase-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sendPasswordReset, signIn, signUp } from './api/auth';

type Mode = 'signIn' | 'signUp';

const TEXTS: Record<
  Mode,
  Record<'heading' | 'subtitle' | 'button' | 'busy' | 'toggle', MessageDescriptor>
> = {
  signIn: {
    heading: msg`Welcome Back`,
    subtitle: msg`Sign in to access your memorials`,
    button: msg`Sign In`,
    busy: msg`Signing in...`,
    toggle: msg`Don't have an account? Sign up`,
  },
  signUp: {
    heading: msg`Create Account`,
    subtitle: msg`Start preserving precious memories today`,
    button: msg`Create Account`,
    busy: msg`Creating account...`,
    toggle: msg`Already have an account? Sign in`,
  },
};

interface Feedback {
  kind: 'error' | 'success';
  text: string;
}

export function CredentialsForm({ next }: { next: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signIn');
  const [busy, setBusy] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const form = useForm({ initialValues: { fullName: '', email: '', password: '' } });
  const texts = TEXTS[mode];
  const say = (name: keyof typeof texts) => i18n._(texts[name]);
  // In the first HTML response the fields and buttons wait for the app's form, which takes their place: what was
  // typed or clicked before would be lost.
  const prerendered = usePrerendered();

  const switchMode = () => {
    setMode(mode === 'signIn' ? 'signUp' : 'signIn');
    setFeedback(null);
    form.setFieldValue('fullName', '');
  };

  const submit = form.onSubmit(async ({ fullName, email, password }) => {
    setFeedback(null);
    if (mode === 'signUp' && fullName.trim() === '') {
      setFeedback({ kind: 'error', text: i18n._(ERRORS.fullNameRequired) });
      return;
    }
    setBusy(true);
    try {
      if (mode === 'signUp') {
        // The spec's 6-character floor, then zxcvbn's estimate: the weakest passwords are refused, saying why.
        const problem = await checkNewPassword(password, [fullName, email]);
        if (problem) {
          setFeedback({ kind: 'error', text: problem });
          return;
        }
      }
      if (mode === 'signIn') await signIn({ email, password });
      else await signUp({ email, password, fullName: fullName.trim() });
      // With two-step sign-in on, this page asks for the code next (AuthPage) instead.
      if (!useSessionStore.getState().codeNeeded) navigate(next, { replace: true });
    } catch (error) {
      setFeedback({ kind: 'error', text: errorText(i18n, error, ERRORS.generic) });
    } finally {
      setBusy(false);
    }
  });

  const forgotPassword = async () => {
    setFeedback(null);
    const email = form.values.email.trim();
    if (!email) {
      form.setFieldError('email', t`Enter your email address to receive a reset link`);
      return;
    }
    setSendingReset(true);
    try {
      await sendPasswordReset(email);
      setFeedback({ kind: 'success', text: i18n._(SUCCESS.passwordResetSent) });
    } catch (error) {
      setFeedback({ kind: 'error', text: errorText(i18n, error, ERRORS.passwordResetSend) });
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate={false}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" ta="center">
            {say('heading')}
          </Title>
          <Text c="dimmed" ta="center" mt={4}>
            {say('subtitle')}
          </Text>
        </div>
        {feedback && (
          <Alert color={feedback.kind === 'error' ? 'red' : 'green'} variant="light" role="alert">
            {feedback.text}
          </Alert>
        )}
        {mode === 'signUp' && (
          <TextInput label={t`Full Name`} autoComplete="name" {...form.getInputProps('fullName')} />
        )}
        <TextInput
          label={t`Email Address`}
          type="email"
          required
          autoComplete="email"
          disabled={prerendered}
          {...form.getInputProps('email')}
        />
        {mode === 'signUp' ? (
          <NewPasswordInput
            label={t`Password`}
            required
            minLength={MIN_PASSWORD_LENGTH}
            description={t`Password must be at least 6 characters long`}
            userInputs={[form.values.fullName, form.values.email]}
            {...form.getInputProps('password')}
            value={form.values.password}
          />
        ) : (
          <PasswordInput
            label={t`Password`}
            required
            minLength={MIN_PASSWORD_LENGTH}
            autoComplete="current-password"
            disabled={prerendered}
            {...form.getInputProps('password')}
          />
        )}
        {mode === 'signIn' && (
          <Group justify="flex-end" mt={-8}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={forgotPassword}
              disabled={sendingReset || prerendered}
            >
              {t`Forgot password?`}
            </Anchor>
          </Group>
        )}
        <Button type="submit" fullWidth disabled={busy || prerendered}>
          {busy ? say('busy') : say('button')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={switchMode}
          disabled={prerendered}
        >
          {say('toggle')}
        </Anchor>
      </Stack>
    </form>
  );
}
