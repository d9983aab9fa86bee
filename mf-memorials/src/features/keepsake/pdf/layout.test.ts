import { describe, expect, it } from 'vitest';
import { fitInside, keepsakeFileName, keepsakeKind, planBooklet, wrapText } from './layout';

/** Every character 1 point wide: widths are lengths. */
const measure = (text: string) => text.length;

describe('keepsakeKind', () => {
  it('gives Personal the basic keepsake, Family the booklet and Free none', () => {
    expect(keepsakeKind({ id: 'free', hasAdvancedFeatures: false })).toBeNull();
    expect(keepsakeKind({ id: 'personal', hasAdvancedFeatures: true })).toBe('basic');
    expect(keepsakeKind({ id: 'family', hasAdvancedFeatures: true })).toBe('rich');
  });
});

describe('keepsakeFileName', () => {
  it('makes a safe file name from the memorial name', () => {
    expect(keepsakeFileName('Eleanor Grace Whitfield')).toBe('eleanor-grace-whitfield-keepsake.pdf');
    expect(keepsakeFileName('Zoë O’Brien')).toBe('zoe-o-brien-keepsake.pdf');
    expect(keepsakeFileName('李')).toBe('memorial-keepsake.pdf');
  });
});

describe('wrapText', () => {
  it('fills lines up to the width and moves the next word down', () => {
    expect(wrapText('the quick brown fox jumps', 10, measure)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it("keeps the author's line breaks and empty lines", () => {
    expect(wrapText('first\n\nsecond', 20, measure)).toEqual(['first', '', 'second']);
    expect(wrapText('a\r\nb', 20, measure)).toEqual(['a', 'b']);
  });

  it('breaks a word wider than the line', () => {
    expect(wrapText('see https://example.test/abc', 8, measure)).toEqual([
      'see',
      'https://',
      'example.',
      'test/abc',
    ]);
  });
});

describe('planBooklet', () => {
  it('orders cover, story, gallery (two photos a page), memories and location', () => {
    expect(planBooklet({ hasStory: true, galleryCount: 3, memoriesCount: 2, hasLocation: true })).toEqual([
      { kind: 'cover' },
      { kind: 'story' },
      { kind: 'gallery', first: 0, count: 2 },
      { kind: 'gallery', first: 2, count: 1 },
      { kind: 'memories' },
      { kind: 'location' },
    ]);
  });

  it('has only a cover for a memorial with nothing else', () => {
    expect(planBooklet({ hasStory: false, galleryCount: 0, memoriesCount: 0, hasLocation: false })).toEqual([
      { kind: 'cover' },
    ]);
  });
});

describe('fitInside', () => {
  it('scales to the box keeping proportions', () => {
    expect(fitInside({ width: 200, height: 100 }, { width: 100, height: 100 })).toEqual({
      width: 100,
      height: 50,
    });
    expect(fitInside({ width: 100, height: 400 }, { width: 100, height: 100 })).toEqual({
      width: 25,
      height: 100,
    });
  });
});
