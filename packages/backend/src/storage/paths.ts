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

/** Where an object lives on disk; never outside the storage directory, whatever the key says. */
export function objectFile(storageDir: string, bucket: string, name: string): string {
  const root = resolve(storageDir);
  const file = resolve(join(root, bucket, name));
  if (!file.startsWith(root + sep)) throw new StorageError(400, 'InvalidKey', 'Invalid key');
  return file;
}
