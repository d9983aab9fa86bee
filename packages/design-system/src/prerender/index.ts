export { type PrerenderOptions, renderToMarkup } from './render-to-markup';
