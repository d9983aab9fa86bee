/** The package ships no types: the one function the keepsake uses. */
declare module 'arabic-persian-reshaper' {
  export const ArabicShaper: {
    /** Arabic letters replaced by their contextual presentation forms (Unicode's Arabic Presentation Forms-B). */
    convertArabic(text: string): string;
  };
}
