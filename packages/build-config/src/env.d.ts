// Asset and CSS-module types for everything rsbuild bundles (the root tsconfig includes every app's source).
/// <reference types="@rsbuild/core/types" />

// A Lingui catalog, compiled by @lingui/loader (rsbuild) or @lingui/vite-plugin (Vitest).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
