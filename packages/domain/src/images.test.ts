import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  IMAGE_MAX_BYTES,
  imageObjectPath,
  imageProblem,
  objectPathFromPublicUrl,
  scaledSize,
  thumbnailUrl,
} from './images';

describe('image rules', () => {
  it('accepts images up to 10 MB only', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('too-large');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('not-an-image');
  });

  it('keeps the original extension under the user folder', () => {
    expect(extensionOf('Grandma.JPG')).toBe('.jpg');
    expect(extensionOf('photo.final.png')).toBe('.png');
    expect(extensionOf('noextension')).toBe('');
    expect(imageObjectPath('u1', 'a.jpeg', 'abc')).toBe('u1/abc.jpeg');
  });

  it('scales the longest side down to the limit and leaves small images alone', () => {
    expect(scaledSize(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(1000, 5000, 2000)).toEqual({ width: 400, height: 2000 });
    expect(scaledSize(800, 600, 2000)).toBeNull();
  });

  it('finds our object path in a public URL', () => {
    const url = 'http://127.0.0.1:54321/storage/v1/object/public/grave-images/u1/abc.png';
    expect(objectPathFromPublicUrl(url, 'grave-images')).toBe('u1/abc.png');
    expect(objectPathFromPublicUrl(url, 'person-images')).toBeNull();
    expect(objectPathFromPublicUrl('https://example.com/a.png', 'grave-images')).toBeNull();
    expect(objectPathFromPublicUrl(null, 'grave-images')).toBeNull();
  });

  it('asks the storage for a thumbnail of our photos at the URL storage-js builds, and leaves others alone', () => {
    const url = 'http://127.0.0.1:54321/storage/v1/object/public/grave-images/u1/a%20b.png';
    expect(thumbnailUrl(url, { width: 640, height: 256 })).toBe(
      'http://127.0.0.1:54321/storage/v1/render/image/public/grave-images/u1/a%20b.png?width=640&height=256&resize=cover&quality=75',
    );
    expect(thumbnailUrl('https://example.com/a.png', { width: 10, height: 10 })).toBe(
      'https://example.com/a.png',
    );
  });
});
