export { PrerenderedContext, usePrerendered } from './usePrerendered';
