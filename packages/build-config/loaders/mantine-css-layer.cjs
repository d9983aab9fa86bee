// Wraps one of Mantine's component stylesheets (`styles/X.css`) in the cascade layer `mantine.X`, whose rank the
// HTML declares before any stylesheet loads (see src/mantine.ts): rules keep Mantine's order whenever they arrive.
const { basename } = require('node:path');

module.exports = function mantineCssLayer(source) {
  return `@layer mantine.${basename(this.resourcePath, '.css')} {\n${source}\n}\n`;
};
