import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { ImagePicker } from '@evergreen/design-system/ImagePicker';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import {
  EMPTY_MEMORIAL_FORM,
  hasFullName,
  toMemorialFields,
  WIZARD_STEPS,
} from '@evergreen/domain/memorial-form';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Stepper, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { removeImages } from '../api/images';
import { createMemorial } from '../api/memorials';
import { useCurrentUserId } from '../hooks/useCurrentUserId';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import { usePlanUsage } from '../hooks/usePlanUsage';
import { BackButton } from './BackButton';
import classes from './CreateMemorialPage.module.css';
import { LimitReached } from './LimitReached';
import { BasicInfoFields, DescriptionField, EpitaphField, LocationFields } from './MemorialFields';

const LAST_STEP = WIZARD_STEPS.length - 1;

/** The 4-step wizard of /dashboard/add, or the limit screen when the plan has no room left. */
export function CreateMemorialPage() {
  const userId = useCurrentUserId();
  const { progress, upload } = usePhotoUploads(userId);
  const navigate = useNavigate();
  const { usage, canCreate } = usePlanUsage(userId);
  const form = useForm({ mode: 'controlled', initialValues: EMPTY_MEMORIAL_FORM });
  const [step, setStep] = useState(0);
  const [personPhoto, setPersonPhoto] = useState<File | null>(null);
  const [gravePhoto, setGravePhoto] = useState<File | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (usage.status === 'loading') return <LoadingState label="Loading..." />;
  if (usage.status === 'error') {
    return (
      <PageLayout>
        <ErrorPanel
          title="Error"
          message={messageOf(usage.error, ERRORS.subscriptionLoad)}
          onRetry={usage.reload}
        />
      </PageLayout>
    );
  }
  if (!canCreate) return <LimitReached plan={usage.data.plan} />;

  const toDashboard = () => navigate('/dashboard');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field of an earlier step moves on rather than creating half a memorial.
    if (step < LAST_STEP) return setStep(step + 1);
    if (!hasFullName(form.getValues()) || creating) return;
    setCreating(true);
    setError(null);
    let image_url: string | null = null;
    let person_image_url: string | null = null;
    try {
      image_url = gravePhoto && (await upload('grave', gravePhoto));
      person_image_url = personPhoto && (await upload('person', personPhoto));
    } catch (uploadError) {
      await removeImages([{ bucket: 'grave-images', url: image_url }]);
      setError(messageOf(uploadError, ERRORS.memorialCreate));
      setCreating(false);
      return;
    }
    try {
      await createMemorial(userId, toMemorialFields(form.getValues()), { image_url, person_image_url });
      navigate('/dashboard');
    } catch (createError) {
      await removeImages([
        { bucket: 'grave-images', url: image_url },
        { bucket: 'person-images', url: person_image_url },
      ]);
      setError(messageOf(createError, ERRORS.memorialCreate));
      setCreating(false);
    }
  };

  return (
    <PageLayout title="Create New Memorial" actions={<BackButton onClick={toDashboard} />}>
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
              {WIZARD_STEPS.map((label) => (
                <Stepper.Step key={label} label={label} />
              ))}
            </Stepper>
            <Text hiddenFrom="xs" ta="center" fw={500} mt="sm" aria-hidden="true">
              Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
            </Text>
          </div>
          {error && (
            <Alert color="red" title="Error" role="alert">
              {error}
            </Alert>
          )}
          {step === 0 && <BasicInfoFields form={form} />}
          {step === 1 && <LocationFields form={form} />}
          {step === 2 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <ImagePicker
                label="Person Photo"
                prompt="Click to upload a photo of the person"
                file={personPhoto}
                onChange={setPersonPhoto}
                progress={progress.person ?? null}
                disabled={creating}
              />
              <ImagePicker
                label="Grave Photo"
                prompt="Click to upload a photo of the grave or memorial"
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
                label="Make this memorial public"
                description="Anyone with the link can view it and leave a memory."
                {...form.getInputProps('is_public', { type: 'checkbox' })}
              />
            </Stack>
          )}
          <Group justify="space-between">
            <Group gap="sm">
              <Button variant="default" onClick={toDashboard} disabled={creating}>
                Cancel
              </Button>
              {step > 0 && (
                <Button variant="default" onClick={() => setStep(step - 1)} disabled={creating}>
                  Previous
                </Button>
              )}
            </Group>
            {step < LAST_STEP ? (
              <Button type="submit">Next</Button>
            ) : (
              <Button type="submit" disabled={!hasFullName(form.getValues()) || creating}>
                {creating ? 'Creating...' : 'Create Memorial'}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </PageLayout>
  );
}
