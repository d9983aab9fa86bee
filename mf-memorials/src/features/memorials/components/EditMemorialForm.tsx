import { ImagePicker } from '@evergreen/design-system/ImagePicker';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS } from '@evergreen/domain/errors';
import { toFormValues, toMemorialFields } from '@evergreen/domain/memorial-form';
import { paths } from '@evergreen/domain/paths';
import { errorText } from '@evergreen/domain/server-errors';
import { useCurrentUserId } from '@evergreen/supabase-client/queries';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Memorial } from '../api/get-memorials';
import { useUpdateMemorial } from '../api/update-memorial';
import { type PhotoKind, usePhotoUploads } from '../hooks/usePhotoUploads';
import { CustomAddressSection } from './CustomAddressSection';
import { DeleteMemorialSection } from './DeleteMemorialSection';
import { BasicInfoFields, DescriptionField, EpitaphField, LocationFields } from './MemorialFields';

/** Every field of a memorial, its two photos and its visibility; saving returns to the details page. */
export function EditMemorialForm({ memorial, isOwner }: { memorial: Memorial; isOwner: boolean }) {
  const { t, i18n } = useLingui();
  const userId = useCurrentUserId();
  const { progress, upload } = usePhotoUploads(userId);
  const navigate = useNavigate();
  const form = useForm({ mode: 'controlled', initialValues: toFormValues(memorial) });
  const [photos, setPhotos] = useState<Record<PhotoKind, File | null>>({ grave: null, person: null });
  const update = useUpdateMemorial(memorial, upload);
  // Leaving after a save: the form stays disabled until the details page shows.
  const saving = update.isPending || update.isSuccess;
  const error = update.isError ? errorText(i18n, update.error, ERRORS.graveUpdate) : null;
  const detailsPath = paths.memorial(memorial.id);
  const name = memorial.full_name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    update.mutate(
      { fields: toMemorialFields(form.getValues()), photos },
      { onSuccess: () => navigate(detailsPath) },
    );
  };

  return (
    <PageLayout title={t`Edit ${name}`}>
      <Stack gap="xl">
        <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} onSubmit={submit}>
          <Stack gap="lg">
            {error && (
              <Alert color="red" title={t`Error`} role="alert">
                {error}
              </Alert>
            )}
            <BasicInfoFields form={form} browserRequired />
            <LocationFields form={form} />
            <DescriptionField form={form} />
            <EpitaphField form={form} />
            <Textarea label={t`Memories`} autosize minRows={4} {...form.getInputProps('memories')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <ImagePicker
                label={t`Grave Image`}
                prompt={t`Click to upload new grave image`}
                currentUrl={memorial.image_url}
                file={photos.grave}
                onChange={(file) => setPhotos((previous) => ({ ...previous, grave: file }))}
                progress={progress.grave ?? null}
                disabled={saving}
              />
              <ImagePicker
                label={t`Person Image`}
                prompt={t`Click to upload new person image`}
                currentUrl={memorial.person_image_url}
                file={photos.person}
                onChange={(file) => setPhotos((previous) => ({ ...previous, person: file }))}
                progress={progress.person ?? null}
                disabled={saving}
              />
            </SimpleGrid>
            <Checkbox
              label={t`Make this grave public`}
              {...form.getInputProps('is_public', { type: 'checkbox' })}
            />
            {form.getValues().is_public && (
              <Checkbox
                ml="xl"
                label={t`Hide from search engines`}
                description={t`Anyone with the link can still open it; search engines are asked not to list it.`}
                {...form.getInputProps('hide_from_search', { type: 'checkbox' })}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => navigate(detailsPath)} disabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={saving} disabled={saving}>
                <Trans>Save Changes</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>
        {/* Only the owner chooses the memorial's address (the database refuses editors too). */}
        {isOwner && <CustomAddressSection memorial={memorial} />}
        {isOwner && <DeleteMemorialSection memorial={memorial} />}
      </Stack>
    </PageLayout>
  );
}
