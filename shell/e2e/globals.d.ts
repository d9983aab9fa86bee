// What the federation runtime and React DevTools' hook put on window, as far as the e2e tests read them.
interface FederationInstance {
  name: string;
  loadShare<T>(pkgName: string): Promise<false | (() => T)>;
}

interface Window {
  __FEDERATION__: { __INSTANCES__: FederationInstance[] };
  __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
}
