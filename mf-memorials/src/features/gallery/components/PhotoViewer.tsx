import { wrapIndex } from '@evergreen/domain/gallery';
import { Button, Group, Modal, Text } from '@mantine/core';
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

export const photoAlt = (photo: GalleryPhoto, index: number) => photo.caption || `Photo ${index + 1}`;

/** The full-screen viewer: previous and next by buttons, arrow keys and swipes (mouse, pen or touch). */
export function PhotoViewer({ photos, index, onIndexChange }: PhotoViewerProps) {
  const opened = index !== null && photos.length > 0;
  const current = opened ? wrapIndex(index, photos.length) : 0;
  const photo = photos[current];
  const swipeStart = useRef<number | null>(null);
  const go = (step: -1 | 1) => onIndexChange(wrapIndex(current + step, photos.length));

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(current - 1, photos.length));
      if (event.key === 'ArrowRight') onIndexChange(wrapIndex(current + 1, photos.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, current, photos.length, onIndexChange]);

  return (
    <Modal
      opened={opened}
      onClose={() => onIndexChange(null)}
      fullScreen
      title={`Photo ${current + 1} of ${photos.length}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
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
              if (distance <= -SWIPE_DISTANCE) go(1);
              else if (distance >= SWIPE_DISTANCE) go(-1);
            }}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <img
              className={classes.stageImage}
              src={photo.url}
              alt={photoAlt(photo, current)}
              draggable={false}
            />
          </div>
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Button variant="default" onClick={() => go(-1)} disabled={photos.length < 2}>
              Previous
            </Button>
            {photo.caption && (
              <Text ta="center" style={{ flex: 1 }}>
                {photo.caption}
              </Text>
            )}
            <Button variant="default" onClick={() => go(1)} disabled={photos.length < 2}>
              Next
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
