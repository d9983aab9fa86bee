import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type LazyPage, lazyPage, preloadPagesAt } from './lazy-page';

const Help = () => createElement('h1', null, 'Help Center');

/** renderToString does not wait: a page that suspends gives its Suspense fallback. */
const markupOf = (Page: LazyPage) =>
  renderToString(
    createElement(Suspense, { fallback: createElement('p', null, 'Loading...') }, createElement(Page)),
  );

describe('lazyPage', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    const Page = lazyPage(async () => Help);
    await Page.preload();
    expect(markupOf(Page)).toContain('<h1>Help Center</h1>');
  });

  it('suspends as React.lazy does when not preloaded, and fetches a failed chunk anew', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Help);
    const Failed = lazyPage(load);
    await expect(Failed.preload()).rejects.toThrow('offline');
    await Failed.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(markupOf(lazyPage(async () => Help))).toContain('Loading...');
  });
});

describe('preloadPagesAt', () => {
  it('fetches the chunk of the page the routes render at the path, and only that one', async () => {
    const help = vi.fn(async () => Help);
    const terms = vi.fn(async () => Help);
    const HelpPage = lazyPage(help);
    const TermsPage = lazyPage(terms);
    await preloadPagesAt(
      [
        { path: '/help', element: createElement(HelpPage) },
        { path: '/terms', element: createElement(TermsPage) },
        { index: true, element: createElement('p', null, 'Landing') },
      ],
      '/help',
    );
    expect(help).toHaveBeenCalledOnce();
    expect(terms).not.toHaveBeenCalled();
    expect(markupOf(HelpPage)).toContain('<h1>Help Center</h1>');
  });

  it("matches the remote's relative paths under where it is mounted", async () => {
    const memorial = vi.fn(async () => Help);
    await preloadPagesAt(
      [{ path: ':idOrSlug', element: createElement(lazyPage(memorial)) }],
      '/graves/demo',
      '/graves',
    );
    expect(memorial).toHaveBeenCalledOnce();
  });
});
