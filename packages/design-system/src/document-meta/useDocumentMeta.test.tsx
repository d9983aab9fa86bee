import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDocumentMeta } from './useDocumentMeta';

function description(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe('useDocumentMeta', () => {
  beforeEach(() => {
    document.title = 'Evergreen Memorials';
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'The default description';
    document.head.append(tag);
  });
  afterEach(() => {
    for (const tag of document.head.querySelectorAll('meta[name="description"]')) tag.remove();
  });

  it('sets the title and description while the page is shown, then puts the old ones back', () => {
    const { unmount } = renderHook(() =>
      useDocumentMeta({ title: 'Help Center | Evergreen Memorials', description: 'Answers.' }),
    );
    expect(document.title).toBe('Help Center | Evergreen Memorials');
    expect(description()).toBe('Answers.');
    unmount();
    expect(document.title).toBe('Evergreen Memorials');
    expect(description()).toBe('The default description');
  });

  it('follows a title that changes, e.g. once a memorial has loaded', () => {
    const { rerender } = renderHook(({ title }) => useDocumentMeta({ title }), {
      initialProps: { title: 'Loading memorial...' },
    });
    rerender({ title: 'Eleanor Grace Whitfield' });
    expect(document.title).toBe('Eleanor Grace Whitfield');
    expect(description()).toBe('The default description');
  });

  it('adds a description tag when the document has none', () => {
    for (const tag of document.head.querySelectorAll('meta[name="description"]')) tag.remove();
    renderHook(() => useDocumentMeta({ title: 'Terms', description: 'The terms.' }));
    expect(description()).toBe('The terms.');
  });
});
