import { ERRORS } from '@evergreen/domain/errors';
import { moveInOrder, photosThatFit } from '@evergreen/domain/gallery';
import { IMAGE_PROBLEM_TEXT, IMAGE_TYPES, imageProblem } from '@evergreen/domain/images';
import { errorText } from '@evergreen/domain/server-errors';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, FileButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAddPhotos } from '../api/add-photos';
import { useDeletePhoto, useReorderPhotos, useUpdateCaption } from '../api/change-photos';
import { type Gallery, useGallery } from '../api/get-gallery';
import { GalleryGrid } from './GalleryGrid';
import { PhotoViewer } from './PhotoViewer';

// The editing list with its drag and drop: only owners and editors download it.
const GalleryEditor = lazy(() => import('./GalleryEditor'));

export interface GallerySectionProps {
  graveId: string;
  /** Owner or editor of a memorial that is not read-only (the database decides too). */
  canEdit: boolean;
  userId: string | null;
  /** The owner on the Free plan: at the limit they get the upgrade prompt rather than the bare limit. */
  upgradePrompt?: boolean;
  onUpgrade?: () => void;
}

/** A photo just moved: once it shows at its new place, the keyboard goes back to the button that moved it. */
interface MovedPhoto {
  id: string;
  index: number;
  direction: 'up' | 'down';
}

/** Focuses the photo's button that moved it, or its sibling once it reached an end (that one is disabled). */
function focusMoveButton({ id, direction }: MovedPhoto) {
  const other = direction === 'up' ? 'down' : 'up';
  for (const name of [direction, other]) {
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${id}:${name}"]`);
    if (button && !button.disabled) {
      button.focus();
      return;
    }
  }
}

function LimitNotice({
  gallery,
  upgradePrompt,
  onUpgrade,
}: { gallery: Gallery } & Pick<GallerySectionProps, 'upgradePrompt' | 'onUpgrade'>) {
  const { t } = useLingui();
  return (
    <Alert color="blue" title={t`Photo Limit Reached`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{gallery.limitMessage}</Text>
        {upgradePrompt && onUpgrade && (
          <Button size="compact-sm" onClick={onUpgrade}>
            <Trans>Upgrade Plan</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** A memorial's "Gallery": a grid for everyone who can see the memorial, and the editing tools for its editors. */
export function GallerySection({
  graveId,
  canEdit,
  userId,
  upgradePrompt = false,
  onUpgrade,
}: GallerySectionProps) {
  const { t, i18n } = useLingui();
  const gallery = useGallery(graveId);
  const addPhotos = useAddPhotos();
  const updateCaption = useUpdateCaption(graveId);
  const reorder = useReorderPhotos(graveId);
  const deletePhoto = useDeletePhoto(graveId);
  const [viewing, setViewing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [moved, setMoved] = useState<MovedPhoto | null>(null);
  const order = gallery.data?.photos;
  // After the new order is drawn (React may have moved the focused button out of the document and back).
  useEffect(() => {
    if (moved && order?.[moved.index]?.id === moved.id) {
      focusMoveButton(moved);
      setMoved(null);
    }
  }, [moved, order]);

  if (gallery.isPending) return <Loader size="sm" role="status" aria-label={t`Loading gallery`} />;
  if (gallery.isError) {
    return (
      <Alert color="red" title={t`Error`} role="alert">
        {errorText(i18n, gallery.error, ERRORS.detailsLoad)}
      </Alert>
    );
  }
  const { photos, limit } = gallery.data;
  // Visitors and viewers see nothing of an empty gallery.
  if (photos.length === 0 && !canEdit) return null;
  const atLimit = limit !== -1 && photos.length >= limit;
  const count = photos.length;
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  // Moves stay possible while one is saved (they queue), so the keyboard keeps its place on the button.
  const busy = addPhotos.isPending || deletePhoto.isPending;
  const failure = addPhotos.error ?? updateCaption.error ?? reorder.error ?? deletePhoto.error;

  const add = (files: File[]) => {
    setProblem(null);
    if (files.length === 0 || !userId) return;
    const bad = files.map(imageProblem).find((found) => found !== null);
    if (bad) return setProblem(IMAGE_PROBLEM_TEXT[bad]);
    const fit = photosThatFit(photos.length, limit, files.length);
    if (fit < files.length) {
      const onlyFits = t`${plural(fit, { one: 'Only # more photo fits.', other: 'Only # more photos fit.' })}`;
      return setProblem(`${onlyFits} ${gallery.data.limitMessage}`);
    }
    addPhotos.reset();
    setProgress({ done: 0, total: files.length });
    addPhotos.mutate(
      {
        graveId,
        userId,
        files,
        onProgress: (done, total) => setProgress({ done, total }),
      },
      { onSettled: () => setProgress(null) },
    );
  };

  const move = (index: number, step: -1 | 1) => {
    const photo = photos[index];
    if (!photo) return;
    reorder.mutate(moveInOrder(photos, index, step).map(({ id }) => id));
    setMoved({ id: photo.id, index: index + step, direction: step === -1 ? 'up' : 'down' });
  };

  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-labelledby="gallery-title">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="gallery-title">
            <Trans>Gallery</Trans>
          </Title>
          {canEdit && (
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {limit === -1
                  ? t`${plural(count, { one: '# photo', other: '# photos' })}`
                  : t`${plural(limit, { one: `${count} of # photo`, other: `${count} of # photos` })}`}
              </Text>
              <FileButton onChange={add} accept={IMAGE_TYPES.join(',')} multiple>
                {(props) => (
                  <Button {...props} disabled={atLimit || busy} loading={addPhotos.isPending}>
                    <Trans>Add Photos</Trans>
                  </Button>
                )}
              </FileButton>
            </Group>
          )}
        </Group>
        {progress && (
          <Text size="sm" role="status">
            {t`Uploading ${done} of ${total}...`}
          </Text>
        )}
        {(problem || failure) && (
          <Alert color="red" title={t`Error`} role="alert">
            {problem ?? errorText(i18n, failure, ERRORS.generic)}
          </Alert>
        )}
        {canEdit && atLimit && (
          <LimitNotice gallery={gallery.data} upgradePrompt={upgradePrompt} onUpgrade={onUpgrade} />
        )}
        {photos.length === 0 ? (
          <Text c="dimmed">
            <Trans>No photos yet. Add photos to share more of their story.</Trans>
          </Text>
        ) : canEdit ? (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t`Loading gallery`} />}>
            <GalleryEditor
              photos={photos}
              busy={busy}
              onOpen={setViewing}
              onCaption={(photo, caption) => updateCaption.mutateAsync({ id: photo.id, caption })}
              onMove={move}
              onDelete={(photo) => deletePhoto.mutateAsync(photo)}
              onReorder={(photoIds) => reorder.mutate(photoIds)}
            />
          </Suspense>
        ) : (
          <GalleryGrid photos={photos} onOpen={setViewing} />
        )}
      </Stack>
      <PhotoViewer photos={photos} index={viewing} onIndexChange={setViewing} />
    </Card>
  );
}
