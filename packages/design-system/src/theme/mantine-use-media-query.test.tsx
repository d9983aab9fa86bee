import { useMediaQuery as mantineUseMediaQuery } from '@mantine/hooks';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from './mantine-use-media-query';

/** A matchMedia whose answers the test sets, and whose lists tell their listeners when an answer changes. */
function fakeMatchMedia(initial: Record<string, boolean>) {
  const answers = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return answers.get(query) ?? false;
      },
      addEventListener: (_: string, listener: () => void) => {
        const set = listeners.get(query) ?? new Set();
        set.add(listener);
        listeners.set(query, set);
      },
      removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    change(query: string, matches: boolean) {
      answers.set(query, matches);
      for (const listener of listeners.get(query) ?? []) listener();
    },
    listening: (query: string) => listeners.get(query)?.size ?? 0,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

/** Renders a component that shows the hook's answer, and every answer it rendered with. */
function probe(hook: (query: string, initialValue?: boolean) => boolean, query: string) {
  const seen: boolean[] = [];
  function Motion() {
    const matches = hook(query);
    seen.push(matches);
    return <span data-testid="answer">{String(matches)}</span>;
  }
  return { seen, view: render(<Motion />) };
}

describe("the design system's useMediaQuery for Mantine", () => {
  let media: ReturnType<typeof fakeMatchMedia> | undefined;
  afterEach(() => media?.restore());

  it('renders each component once, where Mantine renders it again from an effect', () => {
    media = fakeMatchMedia({});
    expect(probe(useMediaQuery, '(prefers-reduced-motion: reduce)').seen).toEqual([false]);
    // What the replacement is for: Mantine's starts from undefined and sets false after mounting.
    expect(probe(mantineUseMediaQuery, '(prefers-reduced-motion: reduce)').seen).toHaveLength(2);
  });

  it('answers a matching query in the first render', () => {
    media = fakeMatchMedia({ '(max-width: 30em)': true });
    const { seen, view } = probe(useMediaQuery, '(max-width: 30em)');
    expect(seen).toEqual([true]);
    expect(view.getByTestId('answer')).toHaveTextContent('true');
  });

  it('follows the query when its answer changes, and stops listening on unmount', () => {
    media = fakeMatchMedia({ '(orientation: landscape)': false });
    const { view } = probe(useMediaQuery, '(orientation: landscape)');
    act(() => media?.change('(orientation: landscape)', true));
    expect(view.getByTestId('answer')).toHaveTextContent('true');
    view.unmount();
    expect(media.listening('(orientation: landscape)')).toBe(0);
  });

  it('renders the initial value on the server, as Mantine does', () => {
    function Answer({ initialValue }: { initialValue?: boolean }) {
      return <span>{String(useMediaQuery('(min-width: 40em)', initialValue))}</span>;
    }
    expect(renderToString(<Answer initialValue />)).toBe('<span>true</span>');
    expect(renderToString(<Answer />)).toBe('<span>false</span>');
  });
});
