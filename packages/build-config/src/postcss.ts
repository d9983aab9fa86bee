import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';

/** Mantine's PostCSS setup (rem(), light-dark(), breakpoint variables), identical in every app and Storybook. */
export const mantinePostcssPlugins = [
  postcssPresetMantine(),
  postcssSimpleVars({
    variables: {
      'mantine-breakpoint-xs': '36em',
      'mantine-breakpoint-sm': '48em',
      'mantine-breakpoint-md': '62em',
      'mantine-breakpoint-lg': '75em',
      'mantine-breakpoint-xl': '88em',
    },
  }),
];
