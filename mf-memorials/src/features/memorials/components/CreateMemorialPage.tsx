import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { ImagePicker } from '@evergreen/design-system/ImagePicker';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS } from '@evergreen/domain/errors';
import {
  EMPTY_MEMORIAL_FORM,
  hasFullName,
  toMemorialFields,
  WIZARD_STEPS,
} from '@evergreen/domain/memorial-form';
import { paths } from '@evergreen/domain/paths';
import { canAddMore } from '@evergreen/domain/plans';
import { errorText } from '@evergreen/domain/server-errors';
import { useCurrentUserId, useMyPlan } from '@evergreen/supabase-client/queries';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Stepper, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateMemorial } from '../api/create-memorial';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import { BackButton } from './BackButton';
import classes from './CreateMemorialPage.module.css';
import { LimitReached } from './LimitReached';
import { BasicInfoFields, DescriptionField, EpitaphField, LocationFields } from './MemorialFields';

const LAST_STEP = WIZARD_STEPS.length - 1;

/** The wizard's step names, in the order of WIZARD_STEPS. */
const STEP_LABELS = [msg`Basic Info`, msg`Location`, msg`Photos`, msg`Details`] as const;

/** The 4-step wizard of /dashboard/add, or the limit screen when the plan has no room left. */
export function CreateMemorialPage() {
  const { t, i18n } = useLingui();
  const userId = useCurrentUserId();
  const { progress, upload } = usePhotoUploads(userId);
  const navigate = useNavigate();
  const myPlan = useMyPlan();
  const create = useCreateMemorial(upload);
  const form = useForm({ mode: 'controlled', initialValues: EMPTY_MEMORIAL_FORM });
  const [step, setStep] = useState(0);
  const [personPhoto, setPersonPhoto] = useState<File | null>(null);
  const [gravePhoto, setGravePhoto] = useState<File | null>(null);
  // The memorial just created counts against the plan: the limit screen must not flash before leaving.
  const creating = create.isPending || create.isSuccess;
  const error = create.isError ? errorText(i18n, create.error, ERRORS.memorialCreate) : null;

  if (myPlan.isPending) return <LoadingState label={t`Loading...`} />;
  if (myPlan.isError) {
    return (
      <PageLayout>
        <ErrorPanel
          title={t`Error`}
          message={errorText(i18n, myPlan.error, ERRORS.subscriptionLoad)}
          onRetry={() => void myPlan.refetch()}
        />
      </PageLayout>
    );
  }
  const { plan, gravesCount } = myPlan.data;
  if (!creating && !canAddMore(gravesCount, plan.maxGraves)) return <LimitReached plan={plan} />;

  const toDashboard = () => navigate(paths.dashboard);
  const steps = STEP_LABELS.map((label) => i18n._(label));
  const stepNumber = step + 1;
  const stepCount = steps.length;
  const stepLabel = steps[step];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field of an earlier step moves on rather than creating half a memorial.
    if (step < LAST_STEP) return setStep(step + 1);
    if (!hasFullName(form.getValues()) || creating) return;
    create.mutate(
      { fields: toMemorialFields(form.getValues()), gravePhoto, personPhoto },
      { onSuccess: toDashboard },
    );
  };

  return (
    <PageLayout title={t`Create New Memorial`} actions={<BackButton onClick={toDashboard} />}>
      <Paper
        component="form"
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        onSubmit={submit}
        noValidate
      >
        <Stack gap="xl">
          <div>
            <Stepper
              active={step}
              onStepClick={setStep}
              size="sm"
              allowNextStepsSelect
              classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
            >
              {steps.map((label) => (
                <Stepper.Step key={label} label={label} />
              ))}
            </Stepper>
            <Text hiddenFrom="xs" ta="center" fw={500} mt="sm" aria-hidden="true">
              <Trans>
                Step {stepNumber} of {stepCount}: {stepLabel}
              </Trans>
            </Text>
          </div>
          {error && (
            <Alert color="red" title={t`Error`} role="alert">
              {error}
            </Alert>
          )}
          {step === 0 && <BasicInfoFields form={form} />}
          {step === 1 && <LocationFields form={form} />}
          {step === 2 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <ImagePicker
                label={t`Person Photo`}
                prompt={t`Click to upload a photo of the person`}
                file={personPhoto}
                onChange={setPersonPhoto}
                progress={progress.person ?? null}
                disabled={creating}
              />
              <ImagePicker
                label={t`Grave Photo`}
                prompt={t`Click to upload a photo of the grave or memorial`}
                file={gravePhoto}
                onChange={setGravePhoto}
                progress={progress.grave ?? null}
                disabled={creating}
              />
            </SimpleGrid>
          )}
          {step === 3 && (
            <Stack gap="md">
              <EpitaphField form={form} />
              <DescriptionField form={form} />
              <Switch
                label={t`Make this memorial public`}
                description={t`Anyone with the link can view it and leave a memory.`}
                {...form.getInputProps('is_public', { type: 'checkbox' })}
              />
            </Stack>
          )}
          <Group justify="space-between">
            <Group gap="sm">
              <Button variant="default" onClick={toDashboard} disabled={creating}>
                <Trans>Cancel</Trans>
              </Button>
              {step > 0 && (
                <Button variant="default" onClick={() => setStep(step - 1)} disabled={creating}>
                  <Trans>Previous</Trans>
                </Button>
              )}
            </Group>
            {step < LAST_STEP ? (
              <Button type="submit">
                <Trans>Next</Trans>
              </Button>
            ) : (
              <Button type="submit" disabled={!hasFullName(form.getValues()) || creating}>
                {creating ? <Trans>Creating...</Trans> : <Trans>Create Memorial</Trans>}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </PageLayout>
  );
}
