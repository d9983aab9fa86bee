import { cleanCode, codeErrorText, TWO_STEP } from '@evergreen/domain/two-step';
import { signOut, whenSupabaseReady } from '@evergreen/supabase-client';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { continueSignedIn, redeemRecoveryCode, verifySignInCode } from './api/two-step';

type Mode = 'app' | 'recovery' | 'recovered';

type TwoStepText = keyof typeof TWO_STEP;

/**
 * The second step of sign-in, after the password, when two-step sign-in is on: the 6-digit code from the
 * authenticator app, or one of the recovery codes (which turns two-step sign-in off, and says so).
 */
export function TwoStepForm() {
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { i18n } = useLingui();
  const say = (name: TwoStepText) => i18n._(TWO_STEP[name]);
  const [error, setError] = useState<MessageDescriptor | null>(null);

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode('');
    setError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      if (mode === 'app') await verifySignInCode(cleanCode(code));
      else if (mode === 'recovery') {
        if (await redeemRecoveryCode(code)) switchTo('recovered');
        else setError(TWO_STEP.wrongRecoveryCode);
      } else await continueSignedIn();
    } catch (failure) {
      setError(mode === 'recovery' ? TWO_STEP.wrongRecoveryCode : codeErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    await signOut(await whenSupabaseReady());
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" ta="center">
            {say('title')}
          </Title>
          <Text c="dimmed" ta="center" mt={4}>
            {mode === 'app' ? say('signInPrompt') : mode === 'recovery' ? say('recoveryPrompt') : ''}
          </Text>
        </div>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {i18n._(error)}
          </Alert>
        )}
        {mode === 'recovered' ? (
          <>
            <Alert color="blue" variant="light">
              {say('recoveryNotice')}
            </Alert>
            <Button type="submit" fullWidth loading={busy}>
              {say('continue')}
            </Button>
          </>
        ) : (
          <>
            {mode === 'app' ? (
              <TextInput
                label={say('codeLabel')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={7}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                data-autofocus
              />
            ) : (
              <TextInput
                label={say('recoveryLabel')}
                autoComplete="off"
                required
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
            )}
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? say('verifying') : say('verify')}
            </Button>
            <Group justify="space-between">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => switchTo(mode === 'app' ? 'recovery' : 'app')}
              >
                {mode === 'app' ? say('useRecoveryCode') : say('useAppCode')}
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={leave}>
                {say('signOut')}
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
