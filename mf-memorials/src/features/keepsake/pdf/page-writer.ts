import { ArabicShaper } from 'arabic-persian-reshaper';
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { visualPieces } from './bidi';
import { fitInside, wrapText } from './layout';

export interface PageFormat {
  width: number;
  height: number;
  margin: number;
}

/** US Letter for the basic keepsake (US English product, spec section 9). */
export const LETTER: PageFormat = { width: 612, height: 792, margin: 56 };
/** Half-letter, the usual size of a folded service booklet. */
export const HALF_LETTER: PageFormat = { width: 396, height: 612, margin: 36 };

export const INK = rgb(0.13, 0.16, 0.15);
export const MUTED = rgb(0.42, 0.45, 0.44);
/** The brand's evergreen, for headings and rules. */
export const EVERGREEN = rgb(0.17, 0.4, 0.3);

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: ReturnType<typeof rgb>;
  align?: 'left' | 'center';
}

const LINE_HEIGHT = 1.4;

/**
 * A right-to-left document (Arabic): lines are aligned to the right and laid out by `visualPieces`, Arabic with
 * the Arabic font that goes with each Latin face (`arabicFor`), names and numbers in Latin letters with the face.
 */
export interface RightToLeft {
  arabicFor: (font: PDFFont) => PDFFont;
}

interface DrawnLine {
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color: ReturnType<typeof rgb>;
}

/** Writes one line of text in a right-to-left document, piece by piece from the left, starting at `x`. */
export function drawRightToLeft(page: PDFPage, line: string, rtl: RightToLeft, style: DrawnLine): void {
  let x = style.x;
  for (const piece of piecesWithFonts(line, rtl, style.font)) {
    page.drawText(piece.text, { x, y: style.y, size: style.size, font: piece.font, color: style.color });
    x += piece.font.widthOfTextAtSize(piece.text, style.size);
  }
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function hasCharacter(font: PDFFont, char: string): boolean {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set.has(char.codePointAt(0) ?? 0);
}

/**
 * Arabic letters in the form their place in the word takes (initial, medial, final or alone, and lam-alef
 * ligatures), as Unicode's presentation forms: the PDF draws them as they are, and readers map them back to the
 * letters when text is copied or searched.
 */
export function shapeArabic(text: string): string {
  return ArabicShaper.convertArabic(text);
}

function piecesWithFonts(line: string, rtl: RightToLeft, font: PDFFont) {
  const arabic = rtl.arabicFor(font);
  return visualPieces(line, (char) => char.trim() === '' || hasCharacter(arabic, char)).map((piece) =>
    piece.arabic ? { text: shapeArabic(piece.text), font: arabic } : { text: piece.text, font },
  );
}

/** The width of a line as `drawRightToLeft` writes it. */
export function widthRightToLeft(line: string, rtl: RightToLeft, font: PDFFont, size: number): number {
  return piecesWithFonts(line, rtl, font).reduce(
    (sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, size),
    0,
  );
}

/**
 * Writes top to bottom through a document, starting a new page when the next line or picture does not fit; the
 * footer leaves room at the bottom of every page.
 */
export class PageWriter {
  page!: PDFPage;
  y = 0;
  private readonly footerRoom = 24;

  constructor(
    private readonly doc: PDFDocument,
    readonly format: PageFormat,
    /** Set in a right-to-left document (an Arabic keepsake). */
    readonly rtl: RightToLeft | null = null,
  ) {
    this.newPage();
  }

  get contentWidth(): number {
    return this.format.width - 2 * this.format.margin;
  }

  /** What is left above the footer on this page. */
  get roomLeft(): number {
    return this.y - this.format.margin - this.footerRoom;
  }

  newPage(): void {
    this.page = this.doc.addPage([this.format.width, this.format.height]);
    this.y = this.format.height - this.format.margin;
  }

  ensure(height: number): void {
    if (height > this.roomLeft) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  /** The width of a line of text in this document's direction. */
  widthOf(text: string, font: PDFFont, size: number): number {
    return this.rtl ? widthRightToLeft(text, this.rtl, font, size) : font.widthOfTextAtSize(text, size);
  }

  /** Lines aligned to the left, or to the right in a right-to-left document (where a line starts). */
  text(text: string, style: TextStyle): void {
    const { font, size, color = INK, align = 'left' } = style;
    const lines = wrapText(text, this.contentWidth, (piece) => this.widthOf(piece, font, size));
    for (const line of lines) {
      this.ensure(size * LINE_HEIGHT);
      this.y -= size * LINE_HEIGHT;
      if (!line) continue;
      const width = this.widthOf(line, font, size);
      const start = this.rtl ? this.format.width - this.format.margin - width : this.format.margin;
      const x = align === 'center' ? (this.format.width - width) / 2 : start;
      const y = this.y + size * 0.3;
      if (this.rtl) drawRightToLeft(this.page, line, this.rtl, { x, y, size, font, color });
      else this.page.drawText(line, { x, y, size, font, color });
    }
  }

  /** A section title in the brand colour, kept on the page of its first lines. */
  heading(text: string, font: PDFFont, size = 15): void {
    this.ensure(size * LINE_HEIGHT + 60);
    this.space(size * 0.6);
    this.text(text, { font, size, color: EVERGREEN });
    this.rule();
    this.space(6);
  }

  rule(width = this.contentWidth): void {
    const x = (this.format.width - width) / 2;
    this.y -= 4;
    this.page.drawLine({
      start: { x, y: this.y },
      end: { x: x + width, y: this.y },
      thickness: 0.6,
      color: EVERGREEN,
      opacity: 0.6,
    });
    this.y -= 4;
  }

  /** A picture centred in the column, as large as fits the box. */
  image(image: PDFImage, box: { width: number; height: number }): void {
    const size = fitInside(image, { width: Math.min(box.width, this.contentWidth), height: box.height });
    this.ensure(size.height);
    this.y -= size.height;
    this.page.drawImage(image, { x: (this.format.width - size.width) / 2, y: this.y, ...size });
  }
}
