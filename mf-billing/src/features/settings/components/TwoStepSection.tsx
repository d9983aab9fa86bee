import { cleanCode, codeErrorText, TWO_STEP_SETTINGS as TEXT, TWO_STEP } from '@evergreen/domain/two-step';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type Enrollment,
  twoStepQuery,
  useCancelEnrollment,
  useConfirmEnrollment,
  useStartEnrollment,
  useTurnOff,
  useTwoStep,
} from '../api/two-step';
import type { Notify } from './banner';

function CodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { i18n } = useLingui();
  return (
    <TextInput
      label={i18n._(TWO_STEP.codeLabel)}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={7}
      w={200}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {i18n._(TEXT.recoveryTitle)}
      </Title>
      <Text size="sm">{i18n._(TEXT.recoveryText)}</Text>
      <List size="sm" spacing={2} aria-label={i18n._(TEXT.recoveryTitle)} listStyleType="none" ff="monospace">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? i18n._(TEXT.copied) : i18n._(TEXT.copyCodes)}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{i18n._(TEXT.done)}</Button>
      </Group>
    </Stack>
  );
}

export function TwoStepSetup({
  enrollment,
  onConfirmed,
  onCancel,
}: {
  enrollment: Enrollment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const confirm = useConfirmEnrollment();
  const { i18n } = useLingui();
  const key = i18n._(TEXT.key);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ factorId: enrollment.factorId, code: cleanCode(code) }, { onSuccess: onConfirmed });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{i18n._(TEXT.scan)}</Text>
        <Image src={enrollment.qrCode} alt={i18n._(TEXT.qrAlt)} w={180} h={180} />
        <Group gap="xs">
          <Text size="sm">
            <Trans>{key}:</Trans>
          </Text>
          <Code>{enrollment.secret}</Code>
          <CopyButton value={enrollment.secret}>
            {({ copied, copy }) => (
              <Button variant="subtle" size="compact-sm" onClick={copy}>
                {copied ? i18n._(TEXT.copied) : i18n._(TEXT.copyKey)}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{i18n._(TEXT.confirmPrompt)}</Text>
        {confirm.isError && (
          <Alert color="red" variant="light" role="alert">
            {i18n._(codeErrorText(confirm.error))}
          </Alert>
        )}
        <CodeField value={code} onChange={setCode} />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {i18n._(TEXT.turnOn)}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
            {i18n._(TEXT.cancel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TurnOff({
  factorId,
  onDone,
  onCancel,
}: {
  factorId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const turnOff = useTurnOff();
  const { i18n } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    turnOff.mutate({ factorId, code: cleanCode(code) }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{i18n._(TEXT.turnOffPrompt)}</Text>
        {turnOff.isError && (
          <Alert color="red" variant="light" role="alert">
            {i18n._(codeErrorText(turnOff.error))}
          </Alert>
        )}
        <CodeField value={code} onChange={setCode} />
        <Group>
          <Button type="submit" color="red" loading={turnOff.isPending}>
            {i18n._(TEXT.turnOffConfirm)}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={turnOff.isPending}>
            {i18n._(TEXT.cancel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Settings → Security, "Two-step sign-in": set up an authenticator app (QR code, or the key to type, confirmed
 * with a code), see the recovery codes once, and turn it off with a fresh code.
 */
export function TwoStepSection({ notify }: { notify: Notify }) {
  const queryClient = useQueryClient();
  const twoStep = useTwoStep();
  const start = useStartEnrollment();
  const cancel = useCancelEnrollment();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const factorId = twoStep.data?.factorId ?? null;
  const { i18n, t } = useLingui();

  const begin = () => {
    notify(null);
    start.mutate(undefined, {
      onSuccess: setEnrollment,
      onError: () => notify({ kind: 'error', text: i18n._(TEXT.failed) }),
    });
  };
  const drop = (pending: Enrollment) => {
    setEnrollment(null);
    cancel.mutate(pending.factorId);
  };
  const confirmed = (recoveryCodes: string[]) => {
    setEnrollment(null);
    setCodes(recoveryCodes);
    notify({ kind: 'success', text: i18n._(TEXT.turnedOn) });
  };
  const seenCodes = () => {
    setCodes(null);
    void queryClient.invalidateQueries({ queryKey: twoStepQuery().queryKey });
  };

  let body: React.ReactNode;
  if (codes) body = <RecoveryCodes codes={codes} onDone={seenCodes} />;
  else if (enrollment)
    body = <TwoStepSetup enrollment={enrollment} onConfirmed={confirmed} onCancel={() => drop(enrollment)} />;
  else if (twoStep.isPending) body = <Loader size="sm" aria-label={t`Loading two-step sign-in`} />;
  else if (twoStep.isError) body = <Text size="sm">{i18n._(TEXT.loadError)}</Text>;
  else if (factorId && turningOff)
    body = (
      <TurnOff
        factorId={factorId}
        onCancel={() => setTurningOff(false)}
        onDone={() => {
          setTurningOff(false);
          notify({ kind: 'success', text: i18n._(TEXT.turnedOff) });
        }}
      />
    );
  else if (factorId)
    body = (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{i18n._(TEXT.on)}</Text>
        <Button variant="default" onClick={() => setTurningOff(true)}>
          {i18n._(TEXT.turnOff)}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{i18n._(TEXT.off)}</Text>
        <Button variant="default" onClick={begin} loading={start.isPending}>
          {i18n._(TEXT.setUp)}
        </Button>
      </Stack>
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="two-step-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="two-step-title">
            {i18n._(TWO_STEP.title)}
          </Title>
          {factorId && !codes && (
            <Badge variant="filled">
              <Trans>On</Trans>
            </Badge>
          )}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
