// Mantine's PostCSS setup for Storybook, the same as the apps get from @evergreen/build-config:
// rem()/em(), light-dark() and mixins, plus Mantine's default breakpoints as $mantine-breakpoint-* variables.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
