import { ImagePicker } from '@evergreen/design-system/ImagePicker';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { toFormValues, toMemorialFields } from '@evergreen/domain/memorial-form';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { removeImages } from '../api/images';
import { type Memorial, updateMemorial } from '../api/memorials';
import { useCurrentUserId } from '../hooks/useCurrentUserId';
import { type PhotoKind, usePhotoUploads } from '../hooks/usePhotoUploads';
import { DeleteMemorialSection } from './DeleteMemorialSection';
import { BasicInfoFields, DescriptionField, EpitaphField, LocationFields } from './MemorialFields';

/** Every field of a memorial, its two photos and its visibility; saving returns to the details page. */
export function EditMemorialForm({ memorial, isOwner }: { memorial: Memorial; isOwner: boolean }) {
  const userId = useCurrentUserId();
  const { progress, upload } = usePhotoUploads(userId);
  const navigate = useNavigate();
  const form = useForm({ mode: 'controlled', initialValues: toFormValues(memorial) });
  const [photos, setPhotos] = useState<Record<PhotoKind, File | null>>({ grave: null, person: null });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const detailsPath = `/dashboard/grave/${memorial.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const uploaded: Partial<Record<PhotoKind, string>> = {};
    try {
      for (const kind of ['grave', 'person'] as const) {
        const file = photos[kind];
        if (file) uploaded[kind] = await upload(kind, file);
      }
      await updateMemorial(memorial.id, toMemorialFields(form.getValues()), {
        image_url: uploaded.grave ?? memorial.image_url,
        person_image_url: uploaded.person ?? memorial.person_image_url,
      });
    } catch (cause) {
      // Photos uploaded for a save that failed are shown nowhere.
      await removeImages([
        { bucket: 'grave-images', url: uploaded.grave ?? null },
        { bucket: 'person-images', url: uploaded.person ?? null },
      ]);
      setError(messageOf(cause, ERRORS.graveUpdate));
      setSaving(false);
      return;
    }
    // The photos this save replaced are shown nowhere now.
    await removeImages([
      { bucket: 'grave-images', url: uploaded.grave ? memorial.image_url : null },
      { bucket: 'person-images', url: uploaded.person ? memorial.person_image_url : null },
    ]);
    navigate(detailsPath);
  };

  return (
    <PageLayout title={`Edit ${memorial.full_name}`}>
      <Stack gap="xl">
        <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} onSubmit={submit}>
          <Stack gap="lg">
            {error && (
              <Alert color="red" title="Error" role="alert">
                {error}
              </Alert>
            )}
            <BasicInfoFields form={form} browserRequired />
            <LocationFields form={form} />
            <DescriptionField form={form} />
            <EpitaphField form={form} />
            <Textarea label="Memories" autosize minRows={4} {...form.getInputProps('memories')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <ImagePicker
                label="Grave Image"
                prompt="Click to upload new grave image"
                currentUrl={memorial.image_url}
                file={photos.grave}
                onChange={(file) => setPhotos((previous) => ({ ...previous, grave: file }))}
                progress={progress.grave ?? null}
                disabled={saving}
              />
              <ImagePicker
                label="Person Image"
                prompt="Click to upload new person image"
                currentUrl={memorial.person_image_url}
                file={photos.person}
                onChange={(file) => setPhotos((previous) => ({ ...previous, person: file }))}
                progress={progress.person ?? null}
                disabled={saving}
              />
            </SimpleGrid>
            <Checkbox
              label="Make this grave public"
              {...form.getInputProps('is_public', { type: 'checkbox' })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => navigate(detailsPath)} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={saving}>
                Save Changes
              </Button>
            </Group>
          </Stack>
        </Paper>
        {isOwner && <DeleteMemorialSection memorial={memorial} />}
      </Stack>
    </PageLayout>
  );
}
