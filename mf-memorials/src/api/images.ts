import { type ImageBucket, imageObjectPath, objectPathFromPublicUrl } from '@evergreen/domain/images';
import { getAppConfig, getSupabase } from '@evergreen/supabase-client';
import { downscaleImage } from './resize-image';

/** Upload progress in percent (0-100). */
export type ProgressListener = (percent: number) => void;

/**
 * Sends the bytes with XMLHttpRequest rather than supabase-js, because only XHR reports upload progress; the
 * request is the one supabase-js would send (raw body, the user's token, into the bucket's object path).
 */
function sendObject(
  url: string,
  body: Blob,
  headers: Record<string, string>,
  onProgress: ProgressListener,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let message = `Upload failed (HTTP ${request.status})`;
      try {
        const answer = JSON.parse(request.responseText) as { message?: unknown };
        if (typeof answer.message === 'string') message = answer.message;
      } catch {
        // Not JSON: keep the status line.
      }
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error('Upload failed: the storage server could not be reached'));
    request.send(body);
  });
}

/**
 * Uploads a photo into the user's own folder under a unique name with the original extension, and answers
 * its public URL.
 */
export async function uploadImage(
  bucket: ImageBucket,
  userId: string,
  file: File,
  onProgress: ProgressListener = () => undefined,
): Promise<string> {
  const supabase = getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('You must be signed in to upload photos');
  const path = imageObjectPath(userId, file.name, crypto.randomUUID());
  const body = await downscaleImage(file);
  const { supabaseUrl, supabaseAnonKey } = getAppConfig();
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  onProgress(0);
  await sendObject(
    `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${bucket}/${encodedPath}`,
    body,
    {
      Authorization: `Bearer ${token}`,
      apikey: supabaseAnonKey,
      'Content-Type': body.type || file.type,
      'cache-control': 'max-age=3600',
      'x-upsert': 'false',
    },
    onProgress,
  );
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/**
 * Deletes the stored photos behind these URLs, once the memorial no longer shows them: the database then lets
 * whoever removed a photo delete it, even from a collaborator's folder. Best effort: a leftover file must not
 * fail the change the user asked for.
 */
export async function removeImages(photos: { bucket: ImageBucket; url: string | null }[]): Promise<void> {
  const supabase = getSupabase();
  await Promise.all(
    photos.map(async ({ bucket, url }) => {
      const path = objectPathFromPublicUrl(url, bucket);
      if (!path) return;
      const { error } = await supabase.storage.from(bucket).remove([path]);
      if (error) console.warn(`Could not delete ${bucket}/${path}`, error);
    }),
  );
}
