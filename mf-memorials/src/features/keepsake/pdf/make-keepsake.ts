import { ERRORS, MessageError } from '@evergreen/domain/errors';
import { directionOf, isDisplayLocale } from '@evergreen/domain/locale';
import arabicRegularUrl from '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf';
import arabicBoldUrl from '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf';
import { i18n } from '@lingui/core';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf';
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf';
import italicFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf';
import { getKeepsakeContent, type KeepsakeMemorial } from '../api/get-keepsake-content';
import { buildKeepsake } from './build-keepsake';
import type { KeepsakeFonts, KeepsakeImage } from './content';
import { type KeepsakeKind, keepsakeFileName } from './layout';

/**
 * The one door to the PDF code: imported with `import()` when "Download PDF" is pressed, so pdf-lib, fontkit and
 * the fonts (about 1 MB) are never part of a page's start.
 */

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  // The catalogue's text is clearer to a visitor than an asset's address.
  if (!response.ok) throw new MessageError(ERRORS.keepsakeCreate);
  return new Uint8Array(await response.arrayBuffer());
}

/** Noto Naskh Arabic (about 200 KB a face), fetched only for a keepsake in Arabic. */
async function loadArabicFonts(): Promise<KeepsakeFonts['arabic']> {
  const [regular, bold] = await Promise.all([fetchBytes(arabicRegularUrl), fetchBytes(arabicBoldUrl)]);
  return { regular, bold };
}

/** The reader's language decides: right to left (Arabic) needs the Arabic font too. */
async function loadFonts(): Promise<KeepsakeFonts> {
  const rtl = isDisplayLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  const [regular, bold, italic, arabic] = await Promise.all([
    fetchBytes(regularFontUrl),
    fetchBytes(boldFontUrl),
    fetchBytes(italicFontUrl),
    rtl ? loadArabicFonts() : undefined,
  ]);
  return arabic ? { regular, bold, italic, arabic } : { regular, bold, italic };
}

function saveFile(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Builds the memorial's keepsake and saves it as `<name>-keepsake.pdf`. */
export async function downloadKeepsake(
  kind: KeepsakeKind,
  memorial: KeepsakeMemorial,
  share: { publicUrl: string; qrCode: KeepsakeImage | null } | null,
): Promise<void> {
  const [fonts, content] = await Promise.all([loadFonts(), getKeepsakeContent(kind, memorial, share)]);
  saveFile(await buildKeepsake(kind, content, fonts), keepsakeFileName(memorial.full_name));
}
