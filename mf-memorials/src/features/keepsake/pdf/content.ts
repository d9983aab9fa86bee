/** What a keepsake shows, gathered from the memorial, its gallery and its memories (photos already as bytes). */

export interface KeepsakeImage {
  bytes: Uint8Array;
  type: 'jpeg' | 'png';
}

export interface KeepsakeMemory {
  text: string;
  author: string | null;
  /** Already formatted (`March 3, 2024`). */
  date: string;
}

export interface KeepsakeContent {
  name: string;
  /** `May 4, 1931 - March 3, 2024`, or null without dates. */
  dates: string | null;
  epitaph: string | null;
  about: string | null;
  familyMemories: string | null;
  /** The grave photo, else the portrait. */
  photo: KeepsakeImage | null;
  gallery: { image: KeepsakeImage; caption: string }[];
  memories: KeepsakeMemory[];
  location: { cemetery: string | null; section: string | null; plot: string | null };
  /** The public address and its QR code, only for a public memorial. */
  publicUrl: string | null;
  qrCode: KeepsakeImage | null;
}

/**
 * The three faces of the embedded serif font (DejaVu Serif, a free licence), as TTF bytes; for a keepsake in Arabic
 * also Noto Naskh Arabic (SIL Open Font License), which makes the document right to left.
 */
export interface KeepsakeFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
  arabic?: { regular: Uint8Array; bold: Uint8Array };
}
