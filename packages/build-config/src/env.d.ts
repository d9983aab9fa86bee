// Asset and CSS-module types for everything rsbuild bundles (the root tsconfig includes every app's source).
/// <reference types="@rsbuild/core/types" />
