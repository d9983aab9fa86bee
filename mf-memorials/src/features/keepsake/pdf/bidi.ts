/**
 * Right-to-left lines for the PDF (an Arabic keepsake). pdf-lib draws a string left to right as it is given, and
 * fontkit, which lays it out, turns a string of Arabic script around, but neither knows a line that mixes Arabic
 * with Latin names and numbers. This is the part of the Unicode bidirectional algorithm such a line needs, in a
 * right-to-left paragraph: runs of Arabic read right to left, runs of Latin letters and numbers (Western or
 * Arabic-Indic digits) left to right inside them, the spaces and punctuation between take the direction around
 * them, and brackets and guillemets in a right-to-left run are mirrored.
 */

/** Arabic letters and marks (not its digits): what the Arabic font shapes and what reads right to left. */
const ARABIC_LETTER =
  /[\u0600-\u065F\u066A-\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
/** Arabic-Indic digits: a number that reads left to right, drawn with the Arabic font. */
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u;
/** Letters and digits of any other script, and Arabic-Indic digits: a number reads left to right in Arabic too. */
const LEFT_TO_RIGHT = /[\p{L}\p{N}]/u;

/** Characters drawn as their mirror image right to left (Unicode's Bidi_Mirrored pairs that a keepsake may hold). */
const MIRRORED: Readonly<Record<string, string>> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

const mirrored = (text: string) => [...text].map((char) => MIRRORED[char] ?? char).join('');

type Strength = 'rtl' | 'ltr' | 'neutral';

/** The invisible marks a translation may hold to set the direction of the punctuation beside them. */
const RIGHT_TO_LEFT_MARK = '\u200F';
const LEFT_TO_RIGHT_MARK = '\u200E';

function strengthOf(char: string): Strength {
  if (char === RIGHT_TO_LEFT_MARK) return 'rtl';
  if (char === LEFT_TO_RIGHT_MARK) return 'ltr';
  if (ARABIC_LETTER.test(char)) return 'rtl';
  return LEFT_TO_RIGHT.test(char) ? 'ltr' : 'neutral';
}

export function hasArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** A piece of a line, drawn with one font; `text` is what to hand pdf-lib (fontkit turns Arabic script around). */
export interface VisualPiece {
  text: string;
  /** Drawn with the Arabic font (Arabic letters or digits, or neutrals inside Arabic that the font has). */
  arabic: boolean;
}

interface Run {
  direction: 'rtl' | 'ltr';
  text: string;
}

/** The line's runs in reading order: neutrals between two left-to-right characters read left to right, others right to left. */
function runsOf(line: string): Run[] {
  const chars = [...line];
  const strengths = chars.map(strengthOf);
  const resolved = strengths.map((strength, index) => {
    if (strength !== 'neutral') return strength;
    const before = strengths.slice(0, index).findLast((found) => found !== 'neutral');
    const after = strengths.slice(index + 1).find((found) => found !== 'neutral');
    return before === 'ltr' && after === 'ltr' ? 'ltr' : 'rtl';
  });
  const runs: Run[] = [];
  chars.forEach((char, index) => {
    const direction = resolved[index] ?? 'rtl';
    const last = runs.at(-1);
    if (last && last.direction === direction) last.text += char;
    else runs.push({ direction, text: char });
  });
  return runs;
}

/** A run cut where the font changes: characters the Arabic font has go to it, the others to the Latin font. */
function piecesOf(text: string, inArabicFont: (char: string) => boolean): VisualPiece[] {
  const pieces: VisualPiece[] = [];
  for (const char of text) {
    // The marks have done their work: they are not drawn.
    if (char === RIGHT_TO_LEFT_MARK || char === LEFT_TO_RIGHT_MARK) continue;
    const arabic = inArabicFont(char);
    const last = pieces.at(-1);
    if (last && last.arabic === arabic) last.text += char;
    else pieces.push({ text: char, arabic });
  }
  return pieces;
}

/**
 * The pieces of a right-to-left line from left to right, as they are drawn. `inArabicFont` says whether a
 * character is drawn with the Arabic font (Arabic letters always are).
 */
export function visualPieces(line: string, inArabicFont: (char: string) => boolean): VisualPiece[] {
  const useArabic = (char: string) => ARABIC_LETTER.test(char) || inArabicFont(char);
  return runsOf(line)
    .reverse()
    .flatMap((run) => {
      if (run.direction === 'ltr') return piecesOf(run.text, (char) => ARABIC_DIGIT.test(char));
      const pieces = piecesOf(mirrored(run.text), useArabic);
      // Right to left: the pieces from the end, and each piece's characters too unless fontkit turns it (Arabic script).
      return pieces
        .reverse()
        .map((piece) =>
          hasArabic(piece.text) ? piece : { ...piece, text: [...piece.text].reverse().join('') },
        );
    });
}
