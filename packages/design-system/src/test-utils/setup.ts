// Vitest setup for every package that renders Mantine in jsdom: the DOM matchers plus the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests read the English source messages (outside production, Lingui compiles a message that has no catalog entry
// from the text the macro kept), as a reader of the spec's texts sees them.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// findBy/waitFor wait for what a person would see; Testing Library's 1 s default ran out on a busy 2-core CI
// machine while jsdom was still rendering, failing tests that pass when idle. Passing tests do not wait longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // MantineProvider remembers the colour scheme here; one test's toggle must not leak into the next.
  window.localStorage.clear();
});

// jsdom reports "Not implemented" when asked for a pseudo-element's style: drop that argument, as Mantine's
// testing guide does.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Plain functions rather than vi.fn(): a test calling vi.resetAllMocks() must not break every later render.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => undefined;

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

// jsdom has no streams, which browsers have (pdf.js reads a page's text through one): Node's are the same API.
if (!('ReadableStream' in globalThis)) {
  Object.defineProperty(globalThis, 'ReadableStream', {
    configurable: true,
    writable: true,
    value: ReadableStream,
  });
}

// jsdom draws nothing: a canvas without a context is what a browser gives when it cannot draw either.
HTMLCanvasElement.prototype.getContext = () => null;
