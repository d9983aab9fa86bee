import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { KeepsakeContent, KeepsakeFonts, KeepsakeImage } from './content';

const require = createRequire(import.meta.url);

/** The same DejaVu Serif files the browser downloads, read from node_modules. */
export function testFonts(): KeepsakeFonts {
  const file = (name: string) =>
    new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
  return {
    regular: file('DejaVuSerif.ttf'),
    bold: file('DejaVuSerif-Bold.ttf'),
    italic: file('DejaVuSerif-Italic.ttf'),
  };
}

/** testFonts with Noto Naskh Arabic, as the browser downloads it for a keepsake in Arabic. */
export function testArabicFonts(): KeepsakeFonts {
  const file = (name: string) =>
    new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/noto-naskh-arabic/${name}`)));
  return {
    ...testFonts(),
    arabic: {
      regular: file('400Regular/NotoNaskhArabic_400Regular.ttf'),
      bold: file('700Bold/NotoNaskhArabic_700Bold.ttf'),
    },
  };
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour with a darker frame, small enough to write by hand (no image library in tests). */
export function framedPng(width: number, height: number, [r, g, b]: [number, number, number]): KeepsakeImage {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const edge = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
      row.set(edge ? [r / 2, g / 2, b / 2] : [r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { bytes: new Uint8Array(bytes), type: 'png' };
}

/** Eleanor's memorial, as the storybook and the seed tell it. */
export function eleanor(overrides: Partial<KeepsakeContent> = {}): KeepsakeContent {
  return {
    name: 'Eleanor Grace Whitfield',
    dates: 'May 4, 1931 - March 3, 2024',
    epitaph: 'Forever in our hearts',
    about:
      'Eleanor taught music at the village school for forty years.\nShe kept a garden of roses that the whole street admired, and never missed a Sunday concert.',
    familyMemories: 'Every summer she baked blackberry pies for the grandchildren.',
    photo: framedPng(120, 80, [120, 160, 140]),
    gallery: [
      { image: framedPng(90, 60, [200, 170, 120]), caption: 'The rose garden, June 1975' },
      { image: framedPng(60, 90, [150, 150, 200]), caption: 'At the piano' },
      { image: framedPng(80, 80, [210, 140, 140]), caption: 'Her eightieth birthday' },
    ],
    memories: [
      { text: 'She taught me to play the piano.', author: 'Thomas Reed', date: 'March 10, 2024' },
      { text: 'The kindest neighbour we ever had.', author: null, date: 'March 12, 2024' },
    ],
    location: { cemetery: 'Greenwood Cemetery', section: 'North Garden', plot: 'B-14' },
    publicUrl: 'https://evergreen.test/graves/eleanor-whitfield',
    qrCode: framedPng(64, 64, [255, 255, 255]),
    ...overrides,
  };
}

/** Each page's text, as a PDF reader extracts it (pdf.js, the reader in Firefox and in Chromium's tests). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  await pdf.destroy();
  return pages;
}

/** How many TrueType font programs the file carries (a font that is only named would print differently). */
export async function embeddedFontFiles(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2'))).length;
}
