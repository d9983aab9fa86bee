import { ERRORS } from '@evergreen/domain/errors';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { uploadImage } from '../../../api/images';

export type PhotoKind = 'grave' | 'person';

/** Uploads one photo and answers its public URL. */
export type PhotoUpload = (kind: PhotoKind, file: File) => Promise<string>;

/**
 * Uploads a memorial's photos into the user's folder with per-photo progress. A failed upload throws the
 * catalogue's text for that photo (spec section 8); the storage's own reason stays in the console.
 */
export function usePhotoUploads(userId: string) {
  const { i18n } = useLingui();
  const [progress, setProgress] = useState<Partial<Record<PhotoKind, number>>>({});

  const upload: PhotoUpload = async (kind, file) => {
    try {
      return await uploadImage(kind === 'grave' ? 'grave-images' : 'person-images', userId, file, (percent) =>
        setProgress((previous) => ({ ...previous, [kind]: percent })),
      );
    } catch (cause) {
      console.error(`The ${kind} photo could not be uploaded`, cause);
      throw new Error(kind === 'grave' ? i18n._(ERRORS.graveImageUpload) : i18n._(ERRORS.personImageUpload));
    }
  };

  return { progress, upload };
}
