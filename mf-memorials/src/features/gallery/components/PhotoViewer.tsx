import { wrapIndex } from '@evergreen/domain/gallery';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text, useDirection } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { GalleryPhoto } from '../api/get-gallery';
import classes from './Gallery.module.css';

/** How far (px) a pointer must travel sideways to count as a swipe. */
const SWIPE_DISTANCE = 50;

export interface PhotoViewerProps {
  photos: GalleryPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** A photo's caption, else its place ("Photo 3"), in the reader's language. */
export function photoAlt(i18n: I18n, photo: GalleryPhoto, index: number): string {
  const place = index + 1;
  return photo.caption || i18n._(msg`Photo ${place}`);
}

/**
 * The full-screen viewer: previous and next by buttons, arrow keys and swipes (mouse, pen or touch). Right to left
 * (Arabic) the row is mirrored: "Previous" on the right, the left arrow key and a swipe to the right go forward.
 */
export function PhotoViewer({ photos, index, onIndexChange }: PhotoViewerProps) {
  const { t, i18n } = useLingui();
  const { dir } = useDirection();
  // +1 in a left-to-right page: the step that the right arrow key and a swipe to the left take.
  const forward = dir === 'rtl' ? -1 : 1;
  const opened = index !== null && photos.length > 0;
  const current = opened ? wrapIndex(index, photos.length) : 0;
  const photo = photos[current];
  const swipeStart = useRef<number | null>(null);
  const go = (step: -1 | 1) => onIndexChange(wrapIndex(current + step, photos.length));

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(current - forward, photos.length));
      if (event.key === 'ArrowRight') onIndexChange(wrapIndex(current + forward, photos.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, current, forward, photos.length, onIndexChange]);
  const place = current + 1;
  const count = photos.length;

  return (
    <Modal
      opened={opened}
      onClose={() => onIndexChange(null)}
      fullScreen
      title={t`Photo ${place} of ${count}`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {photo && (
        <>
          <div
            className={classes.stage}
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerUp={(event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (start === null) return;
              const distance = event.clientX - start;
              if (distance <= -SWIPE_DISTANCE) go(forward === 1 ? 1 : -1);
              else if (distance >= SWIPE_DISTANCE) go(forward === 1 ? -1 : 1);
            }}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <img
              className={classes.stageImage}
              src={photo.url}
              alt={photoAlt(i18n, photo, current)}
              draggable={false}
            />
          </div>
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Button variant="default" onClick={() => go(-1)} disabled={photos.length < 2}>
              <Trans>Previous</Trans>
            </Button>
            {photo.caption && (
              <Text ta="center" style={{ flex: 1 }} dir="auto">
                {photo.caption}
              </Text>
            )}
            <Button variant="default" onClick={() => go(1)} disabled={photos.length < 2}>
              <Trans>Next</Trans>
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
