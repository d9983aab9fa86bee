import { join, resolve, sep } from 'node:path';
import { StorageError } from './errors.ts';

// The characters Supabase Storage accepts in object keys.
const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]+$/;
// Our bucket ids; anything else names no bucket, and never reaches the database (which refuses NUL, bad UTF-8).
const BUCKET_ID = /^[a-z0-9_-]{1,63}$/;

/** Refuses what cannot be a bucket id with the answer an unknown bucket gets. */
export function checkBucketId(id: string): string {
  if (!BUCKET_ID.test(id)) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
  return id;
}

/**
 * Checks an object name: folders and file names separated by `/`, none empty, `.` or `..`, of the characters
 * Supabase Storage accepts. Checked on the decoded name, since one URL segment can hold an encoded slash.
 */
export function checkObjectName(name: string): string {
  for (const part of name.split('/')) {
    if (part === '' || part === '.' || part === '..' || !KEY_CHARS.test(part)) {
      throw new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
    }
  }
  if (name.length > 1024) throw new StorageError(400, 'InvalidKey', 'Key is too long');
  return name;
}

/**
 * Checks a name that only looks up or deletes existing objects: any name the database can hold, so that rows an
 * older server stored under names refused today can still be listed and deleted.
 */
export function checkStoredName(name: string): string {
  if (name.includes('\0')) throw new StorageError(400, 'InvalidKey', 'Invalid key: NUL character');
  if (name.length > 1024) throw new StorageError(400, 'InvalidKey', 'Key is too long');
  return name;
}

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
  // `a%2F..%2Fb` is one URL segment but three name parts: the name is checked as decoded.
  return { bucket: checkBucketId(bucket), name: checkObjectName(parts.join('/')) };
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
  // Exactly the bucket's folder and the name's parts: nothing that resolving would have moved elsewhere.
  if (file !== [root, checkBucketId(bucket), ...checkObjectName(name).split('/')].join(sep)) {
    throw new StorageError(400, 'InvalidKey', 'Invalid key');
  }
  return file;
}
