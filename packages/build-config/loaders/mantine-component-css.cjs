// Mantine names each component's class names module `X.module.mjs` and ships that component's CSS as
// `styles/X.css`. Importing the stylesheet from the class names module puts a component's CSS in the same chunk as
// its code, so a bundle carries the CSS of exactly the components it renders (see src/mantine.ts).
const { basename, dirname, join, relative, sep } = require('node:path');

module.exports = function mantineComponentCss(source) {
  const file = this.resourcePath;
  const root = file.slice(0, file.lastIndexOf(`${sep}esm${sep}`));
  const stylesheet = join(root, 'styles', `${basename(file, '.module.mjs')}.css`);
  const request = relative(dirname(file), stylesheet).split(sep).join('/');
  return `${source}\nimport ${JSON.stringify(request)};\n`;
};
