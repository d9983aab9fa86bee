import { join, resolve, sep } from 'node:path';
import { StorageError } from './errors.ts';

// The characters Supabase Storage accepts in object keys.
const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]+$/;

/** Splits `/{bucket}/{path...}` (still URL-encoded) into a bucket id and a safe object name. */
export function parseObjectPath(encoded: string): { bucket: string; name: string } {
  let segments: string[];
  try {
    segments = encoded
      .split('/')
      .filter((segment, index) => index > 0 || segment !== '')
      .map(decodeURIComponent);
  } catch {
    throw new StorageError(400, 'InvalidKey', 'Invalid key');
  }
  const [bucket, ...parts] = segments;
  if (!bucket || parts.length === 0) throw new StorageError(400, 'InvalidKey', 'Missing object path');
  for (const part of parts) {
    if (part === '' || part === '.' || part === '..' || !KEY_CHARS.test(part)) {
      throw new StorageError(400, 'InvalidKey', `Invalid key: ${parts.join('/')}`);
    }
  }
  const name = parts.join('/');
  if (name.length > 1024) throw new StorageError(400, 'InvalidKey', 'Key is too long');
  return { bucket, name };
}

/**
 * The longest folder or file name in an object's name. Objects are files on disk named like the object, and
 * file systems allow 255 bytes per name (NAME_MAX on Linux, macOS and Windows); Supabase Storage on S3 has no
 * such limit, so this is a local one. Key characters are ASCII, so bytes and characters are the same here.
 */
export const MAX_SEGMENT_BYTES = 255;

/** What a new object's name must also satisfy to be stored as a file; names that exist already stay usable. */
export function checkNewObjectName(name: string): void {
  if (name.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
    throw new StorageError(
      400,
      'InvalidKey',
      `Invalid key: a folder or file name is longer than ${MAX_SEGMENT_BYTES} bytes`,
    );
  }
}

/** The names of the folders an object is in, outermost first: `a/b/c.png` is in `a` and `a/b`. */
export function folderNames(name: string): string[] {
  const segments = name.split('/');
  return segments.slice(1).map((_, index) => segments.slice(0, index + 1).join('/'));
}

/** The folder of a bucket's objects on disk. */
export function bucketFolder(storageDir: string, bucket: string): string {
  return resolve(storageDir, bucket);
}

/** Where an object lives on disk; never outside the storage directory, whatever the key says. */
export function objectFile(storageDir: string, bucket: string, name: string): string {
  const root = resolve(storageDir);
  const file = resolve(join(root, bucket, name));
  if (!file.startsWith(root + sep)) throw new StorageError(400, 'InvalidKey', 'Invalid key');
  return file;
}
