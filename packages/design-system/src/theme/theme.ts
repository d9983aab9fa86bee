import { createTheme, type MantineColorsTuple, type MantineThemeComponent } from '@mantine/core';

/**
 * A muted pine green. Shade 8, the filled shade in both schemes, keeps white text above 4.5:1 (WCAG AA), and
 * shade 4, which Mantine uses for links on dark backgrounds, stays above 4.5:1 on the dark body.
 */
const evergreen: MantineColorsTuple = [
  '#eef7f2',
  '#dcefe4',
  '#bfe0cc',
  '#9dcfb1',
  '#7bbd96',
  '#5dae7f',
  '#48a06d',
  '#3a8f5f',
  '#2e7d53',
  '#226641',
];

/**
 * Mantine's orange with a darker last shade: light alerts and badges draw their text in shade 9 on a 10 % tint,
 * where Mantine's #d9480f reads at 3.6:1; #b03a04 reads above 4.5:1 (WCAG AA).
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#b03a04',
];

/** Serif faces that ship with the major systems, so headings feel engraved without downloading a web font. */
const headingFontFamily =
  "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', Georgia, 'Times New Roman', serif";

export const theme = createTheme({
  primaryColor: 'evergreen',
  colors: { evergreen, orange },
  // Shade 8 for every filled colour, not Mantine's 6 in light: white on red-6 is 3.3:1, on red-8 it is 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  // Light colours given to `color` (yellow, lime...) get dark text instead of unreadable white.
  autoContrast: true,
  defaultRadius: 'md',
  // A calm product: no sliding or zooming for people who asked their system for less motion.
  respectReducedMotion: true,
  headings: {
    fontFamily: headingFontFamily,
    fontWeight: '600',
    textWrap: 'balance',
  },
  components: {
    // Modal titles are h2 elements of their own; they should read as headings of the same family. A plain
    // object, not Modal.extend(): that import would put Modal's code (and its CSS) on every page with the theme.
    Modal: {
      styles: {
        title: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontSize: 'var(--mantine-h4-font-size)',
          fontWeight: 'var(--mantine-heading-font-weight)',
        },
      },
    } satisfies MantineThemeComponent,
  },
});
