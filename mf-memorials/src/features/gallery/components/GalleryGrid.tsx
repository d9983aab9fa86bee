import { GALLERY_TILE } from '@evergreen/domain/gallery';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, UnstyledButton } from '@mantine/core';
import type { GalleryPhoto } from '../api/get-gallery';
import classes from './Gallery.module.css';
import { photoAlt } from './PhotoViewer';

/** What visitors and viewers see: square thumbnails, each opening the viewer. */
export function GalleryGrid({ photos, onOpen }: { photos: GalleryPhoto[]; onOpen: (index: number) => void }) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 4 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {photos.map((photo, index) => {
        const alt = photoAlt(i18n, photo, index);
        return (
          <li key={photo.id}>
            <UnstyledButton
              className={classes.tile}
              onClick={() => onOpen(index)}
              aria-label={t`Open ${alt}`}
            >
              <img
                className={classes.tileImage}
                src={photo.thumbnail}
                alt=""
                loading="lazy"
                width={GALLERY_TILE.width / 2}
                height={GALLERY_TILE.height / 2}
              />
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
