import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage } from 'pdf-lib';
import type { KeepsakeContent, KeepsakeFonts, KeepsakeImage } from './content';
import { type KeepsakeKind, planBooklet } from './layout';
import {
  drawRightToLeft,
  HALF_LETTER,
  LETTER,
  MUTED,
  PageWriter,
  type RightToLeft,
  widthRightToLeft,
} from './page-writer';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  /** Right to left, with the Arabic font, in an Arabic keepsake; null otherwise. */
  rtl: RightToLeft | null;
}

function embedImage(doc: PDFDocument, image: KeepsakeImage): Promise<PDFImage> {
  return image.type === 'png' ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes);
}

/** Photo, name, dates and epitaph, centred: the top of the basic keepsake and the booklet's cover. */
async function writeTitle(
  writer: PageWriter,
  doc: PDFDocument,
  content: KeepsakeContent,
  fonts: Fonts,
  photoHeight: number,
) {
  if (content.photo) {
    writer.image(await embedImage(doc, content.photo), { width: writer.contentWidth, height: photoHeight });
    writer.space(18);
  }
  writer.text(content.name, { font: fonts.bold, size: 24, align: 'center' });
  if (content.dates) {
    writer.space(2);
    writer.text(content.dates, { font: fonts.regular, size: 12, color: MUTED, align: 'center' });
  }
  if (content.epitaph) {
    writer.space(12);
    const epitaph = content.epitaph;
    writer.text(i18n._(msg`“${epitaph}”`), { font: fonts.italic, size: 13, align: 'center' });
  }
}

function writeStory(writer: PageWriter, content: KeepsakeContent, fonts: Fonts, size: number) {
  if (content.about) {
    writer.heading(i18n._(msg`About`), fonts.bold);
    writer.text(content.about, { font: fonts.regular, size });
  }
  if (content.familyMemories) {
    writer.space(8);
    writer.heading(i18n._(msg`Family Memories`), fonts.bold);
    writer.text(content.familyMemories, { font: fonts.regular, size });
  }
}

/** Basic keepsake (Personal): one or two letter pages. */
async function writeBasic(doc: PDFDocument, content: KeepsakeContent, fonts: Fonts) {
  const writer = new PageWriter(doc, LETTER, fonts.rtl);
  await writeTitle(writer, doc, content, fonts, 280);
  writer.space(10);
  writeStory(writer, content, fonts, 11);
}

function locationLines(location: KeepsakeContent['location']): string[] {
  const { cemetery, section, plot } = location;
  return [
    cemetery && i18n._(msg`Cemetery: ${cemetery}`),
    section && i18n._(msg`Section: ${section}`),
    plot && i18n._(msg`Plot: ${plot}`),
  ].filter((line): line is string => Boolean(line));
}

/** Rich keepsake (Family): a half-letter booklet for a service. */
async function writeBooklet(doc: PDFDocument, content: KeepsakeContent, fonts: Fonts) {
  const writer = new PageWriter(doc, HALF_LETTER, fonts.rtl);
  const location = locationLines(content.location);
  const pages = planBooklet({
    hasStory: Boolean(content.about || content.familyMemories),
    galleryCount: content.gallery.length,
    memoriesCount: content.memories.length,
    hasLocation: location.length > 0 || content.publicUrl !== null,
  });
  for (const [index, page] of pages.entries()) {
    if (index > 0) writer.newPage();
    switch (page.kind) {
      case 'cover':
        writer.space(12);
        writer.text(i18n._(msg`In Loving Memory`), {
          font: fonts.italic,
          size: 13,
          color: MUTED,
          align: 'center',
        });
        writer.space(16);
        await writeTitle(writer, doc, content, fonts, 300);
        break;
      case 'story':
        writeStory(writer, content, fonts, 10.5);
        break;
      case 'gallery': {
        if (page.first === 0) writer.heading(i18n._(msg`Photographs`), fonts.bold);
        // Two photos share what is left of the page, each with room for a two-line caption.
        const photoHeight = (writer.roomLeft - page.count * 48) / page.count;
        for (const photo of content.gallery.slice(page.first, page.first + page.count)) {
          writer.space(8);
          writer.image(await embedImage(doc, photo.image), {
            width: writer.contentWidth,
            height: photoHeight,
          });
          if (photo.caption) {
            writer.space(4);
            writer.text(photo.caption, { font: fonts.italic, size: 10, align: 'center' });
          }
        }
        break;
      }
      case 'memories':
        writer.heading(i18n._(msg`Visitor Memories`), fonts.bold);
        for (const memory of content.memories) {
          writer.space(6);
          writer.text(memory.text, { font: fonts.regular, size: 10.5 });
          const { author, date } = memory;
          const byline = author ? i18n._(msg`— ${author}, ${date}`) : i18n._(msg`— ${date}`);
          writer.text(byline, { font: fonts.italic, size: 9.5, color: MUTED });
        }
        break;
      case 'location':
        writer.heading(i18n._(msg`Resting Place`), fonts.bold);
        for (const line of location) writer.text(line, { font: fonts.regular, size: 11.5 });
        if (content.publicUrl) {
          writer.space(24);
          if (content.qrCode) {
            writer.image(await embedImage(doc, content.qrCode), { width: 150, height: 150 });
            writer.space(6);
          }
          writer.text(i18n._(msg`Visit the memorial online`), {
            font: fonts.italic,
            size: 10,
            align: 'center',
          });
          // On one line, smaller if need be: an address broken in two is hard to type from paper.
          const fitting =
            (writer.contentWidth / fonts.regular.widthOfTextAtSize(content.publicUrl, 1)) * 0.98;
          const size = Math.max(5, Math.min(9, fitting));
          writer.text(content.publicUrl, { font: fonts.regular, size, color: MUTED, align: 'center' });
        }
        break;
    }
  }
}

/**
 * Arabic is drawn already shaped (page-writer's `shapeArabic`, to the joined forms of Unicode's presentation forms):
 * fontkit's own shaping picks glyphs that pdf-lib gives no width and no text (they are in no character map), so
 * every substitution is off and each character is drawn with its own glyph.
 */
const AS_SHAPED = Object.fromEntries(
  [
    'ccmp',
    'locl',
    'isol',
    'init',
    'medi',
    'fina',
    'rlig',
    'liga',
    'dlig',
    'calt',
    'mark',
    'mkmk',
    'curs',
    'kern',
  ].map((feature) => [feature, false]),
);

/** Name and page number at the foot of every page, so loose printed pages stay in order. */
function writeFooters(doc: PDFDocument, name: string, font: PDFFont, rtl: RightToLeft | null) {
  const pages = doc.getPages();
  for (const [index, page] of pages.entries()) {
    const number = index + 1;
    const count = pages.length;
    const text = i18n._(msg`${name} · ${number} of ${count}`);
    const size = 8;
    const width = rtl ? widthRightToLeft(text, rtl, font, size) : font.widthOfTextAtSize(text, size);
    const line = { x: (page.getWidth() - width) / 2, y: 22, size, font, color: MUTED };
    if (rtl) drawRightToLeft(page, text, rtl, line);
    else page.drawText(text, line);
  }
}

/**
 * The keepsake PDF of a memorial, with its fonts embedded (subset to the letters used) so it prints the same
 * everywhere. Runs in the browser and in Node (the tests read its text back).
 */
export async function buildKeepsake(
  kind: KeepsakeKind,
  content: KeepsakeContent,
  fontFiles: KeepsakeFonts,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const name = content.name;
  doc.setTitle(i18n._(msg`In Loving Memory of ${name}`));
  doc.setCreator('Evergreen Memorials');
  doc.setProducer('Evergreen Memorials');
  const regular = await doc.embedFont(fontFiles.regular, { subset: true });
  const bold = await doc.embedFont(fontFiles.bold, { subset: true });
  const italic = await doc.embedFont(fontFiles.italic, { subset: true });
  let rtl: RightToLeft | null = null;
  if (fontFiles.arabic) {
    // Whole (about 200 KB a face): fontkit's subset of this font loses the glyphs of Arabic letters.
    const arabic = await doc.embedFont(fontFiles.arabic.regular, { features: AS_SHAPED });
    const arabicBold = await doc.embedFont(fontFiles.arabic.bold, { features: AS_SHAPED });
    rtl = { arabicFor: (font) => (font === bold ? arabicBold : arabic) };
  }
  const fonts: Fonts = { regular, bold, italic, rtl };
  if (kind === 'rich') await writeBooklet(doc, content, fonts);
  else await writeBasic(doc, content, fonts);
  writeFooters(doc, content.name, fonts.regular, fonts.rtl);
  return doc.save();
}
