export { localAppConfig, pluginLocalAppConfig } from './app-config';
export {
  classesOf,
  criticalCss,
  customPropertiesOf,
  withoutUnusedCustomProperties,
} from './critical-css';
export { DEV_PORTS, hostFederation, remoteFederation, sharedSingletons } from './federation';
export { pluginMessages } from './messages';
export { mantinePostcssPlugins } from './postcss';
export { pluginPrecompress, precompressDir } from './precompress';
export {
  definePrerenderConfig,
  PRERENDER_DIR,
  type PrerenderEntry,
  type PrerenderedMarkup,
} from './prerender';
export { defineHostConfig, defineRemoteConfig } from './rsbuild';
export { defineAppTestConfig } from './vitest';
