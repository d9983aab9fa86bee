// The search page and the cemetery pages, loaded together (routes.tsx): one chunk for the feature.
export { CemeteryPage } from './CemeteryPage';
export { SearchPage } from './SearchPage';
