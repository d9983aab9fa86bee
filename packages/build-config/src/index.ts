export { localAppConfig, pluginLocalAppConfig } from './app-config';
export { DEV_PORTS, hostFederation, remoteFederation, sharedSingletons } from './federation';
export { mantinePostcssPlugins } from './postcss';
export { pluginPrecompress, precompressDir } from './precompress';
export { defineHostConfig, defineRemoteConfig } from './rsbuild';
export { defineAppTestConfig } from './vitest';
