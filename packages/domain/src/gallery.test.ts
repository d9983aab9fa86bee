import { describe, expect, it } from 'vitest';
import { moveInOrder, photoLimitMessage, photosThatFit, wrapIndex } from './gallery';

describe('gallery rules', () => {
  it('words the limit as the database does', () => {
    expect(photoLimitMessage('Free', 10)).toBe('Your Free plan allows 10 photos per memorial.');
  });

  it('counts how many new photos fit', () => {
    expect(photosThatFit(8, 10, 3)).toBe(2);
    expect(photosThatFit(10, 10, 1)).toBe(0);
    expect(photosThatFit(12, 10, 1)).toBe(0);
    expect(photosThatFit(400, -1, 7)).toBe(7);
  });

  it('moves one photo one place, and nothing past an end', () => {
    expect(moveInOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('wraps the viewer around', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});
