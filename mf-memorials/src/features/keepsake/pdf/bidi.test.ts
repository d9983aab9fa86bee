import { describe, expect, it } from 'vitest';
import { visualPieces } from './bidi';

/** Every character but Latin letters is in the Arabic font here, as in Noto Naskh Arabic for the usual punctuation. */
const inArabicFont = (char: string) => !/[A-Za-z]/.test(char);
const drawn = (line: string) =>
  visualPieces(line, inArabicFont).map((piece) => `${piece.arabic ? 'ar' : 'la'}:${piece.text}`);

describe('visualPieces', () => {
  it('leaves a line of Arabic whole, for fontkit to turn around', () => {
    expect(drawn('في ذكرى محبة')).toEqual(['ar:في ذكرى محبة']);
  });

  it('puts a Latin name where a right-to-left reader meets it, read left to right', () => {
    // "Cemetery: Greenwood Cemetery": the Arabic label on the right, the name on its left.
    expect(drawn('المقبرة: Greenwood Cemetery')).toEqual(['la:Greenwood Cemetery', 'ar:المقبرة: ']);
  });

  it('keeps numbers left to right inside Arabic, and mirrors guillemets', () => {
    expect(drawn('الصورة 12 من 30')).toEqual(['la:30', 'ar: من ', 'la:12', 'ar:الصورة ']);
    expect(drawn('٤ مايو ١٩٣١')).toEqual(['ar:١٩٣١', 'ar: مايو ', 'ar:٤']);
    expect(drawn('«Forever»')).toEqual(['ar:«', 'la:Forever', 'ar:»']);
  });

  it('reverses what fontkit does not (no Arabic letters) in a right-to-left run', () => {
    expect(visualPieces('— Thomas Reed', () => false)).toEqual([
      { text: 'Thomas Reed', arabic: false },
      { text: ' —', arabic: false },
    ]);
  });

  it('takes a right-to-left mark into account, and does not draw it', () => {
    // "Eleanor · 5 of 6" in Arabic: the mark after the name keeps the dot with the Arabic words.
    expect(drawn('Eleanor\u200F · 5 من 6')).toEqual(['la:6', 'ar: من ', 'la:5', 'ar: · ', 'la:Eleanor']);
  });
});
