import { createHash } from 'node:crypto';
import { PRERENDER_FRAME_PATH, PRERENDER_OUTLET } from '@evergreen/domain/prerender';
import { describe, expect, it } from 'vitest';
import { composePage, inlineScriptHashes, pageSourceOf } from './prerendered-pages';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Online memorials." /><title>Evergreen Memorials</title>' +
  '<script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const FRAME = {
  html: `<header>Logo</header><main>${PRERENDER_OUTLET}</main><footer>©</footer>`,
  css: ':root{--x:1}body{margin:var(--x)}',
  head: '<script data-mantine-script="true">setScheme()</script>',
  frame: true,
};

describe('pageSourceOf', () => {
  it("maps / and /help to mf-public's pages, whatever their query", () => {
    expect(pageSourceOf('/')).toEqual({ app: 'mf_public', fragment: 'landing' });
    expect(pageSourceOf('/help', '?utm_source=mail')).toEqual({ app: 'mf_public', fragment: 'help' });
  });

  it("maps /auth to the shell's sign-in form, with the return notice when ?next= is an in-app page", () => {
    expect(pageSourceOf('/auth')).toEqual({ app: 'shell', fragment: 'auth' });
    expect(pageSourceOf('/auth', '?next=%2Fdashboard')).toEqual({ app: 'shell', fragment: 'auth' });
    expect(pageSourceOf('/auth', '?next=https%3A%2F%2Fevil.example')).toEqual({
      app: 'shell',
      fragment: 'auth',
    });
    expect(pageSourceOf('/auth', '?next=%2Fdashboard%2Fsettings')).toEqual({
      app: 'shell',
      fragment: 'auth-next',
    });
  });

  it('leaves a password-reset link to the app: its form depends on a session only the browser has', () => {
    expect(pageSourceOf('/auth', '?reset=true')).toBeUndefined();
    expect(pageSourceOf('/auth', '?next=%2Fdashboard%2Fsettings&reset')).toBeUndefined();
  });

  it('maps a memorial address to mf-memorials, and leaves every other page to the app', () => {
    expect(pageSourceOf('/graves/eleanor%20w')).toEqual({ app: 'mf_memorials', idOrSlug: 'eleanor%20w' });
    expect(pageSourceOf('/graves/%E0')).toEqual({ app: 'mf_memorials', idOrSlug: '%E0' });
    for (const path of ['/terms', '/help/', '/auth/x', '/dashboard', '/graves/a/b']) {
      expect(pageSourceOf(path)).toBeUndefined();
    }
  });
});

describe('composePage', () => {
  const page = composePage(
    INDEX,
    FRAME,
    { html: '<h1>Eleanor &amp; Tom</h1>', title: 'Eleanor & Tom' },
    '.h{color:red}',
  );

  it("puts the fragment in the frame's outlet, shown, before the app's hidden #root", () => {
    expect(page).toContain(
      '<div id="prerendered" data-prerendered><header>Logo</header><main><h1>Eleanor &amp; Tom</h1></main><footer>©</footer></div>',
    );
    expect(page).toContain(
      '<div id="root" hidden data-app-title="Evergreen Memorials" data-app-description="Online memorials."></div>',
    );
    expect(page).not.toContain(PRERENDER_OUTLET);
  });

  it('to be hydrated, puts them in #root itself, the fragment in the Suspense boundary of the route that mounts it', () => {
    const hydrated = composePage(INDEX, FRAME, { html: '<h1>Help</h1>' }, '', { takeOver: 'hydrate' });
    expect(hydrated).toContain(
      '<div id="root" data-hydrate data-app-title="Evergreen Memorials" data-app-description="Online memorials.">' +
        '<header>Logo</header><main><!--$--><h1>Help</h1><!--/$--></main><footer>©</footer></div>',
    );
    expect(hydrated).not.toContain('id="prerendered"');
    expect(hydrated).not.toContain(' hidden');
  });

  it('puts the styles and the head markup at the end of <head>, rendering blocked until #root is parsed, and the escaped title', () => {
    expect(page).toContain(
      '<script data-mantine-script="true">setScheme()</script><style data-prerendered>:root{--x:1}body{margin:var(--x)}</style><style data-prerendered>.h{color:red}</style>' +
        '<link rel="expect" href="#root" blocking="render" data-prerendered></head>',
    );
    expect(page).toContain('<title>Eleanor &amp; Tom</title>');
  });

  it('leaves out the custom properties nothing on the page reads', () => {
    const composed = composePage(
      INDEX,
      { ...FRAME, css: ':root{--x:1;--unread:2}body{margin:var(--x)}' },
      { html: '<h1 style="padding:var(--y)">Eleanor</h1>' },
      ':root{--y:3px;--z:4px}',
    );
    expect(composed).toContain('--x:1');
    expect(composed).toContain('--y:3px');
    expect(composed).not.toContain('--unread');
    expect(composed).not.toContain('--z');
  });

  it("asks for the app's scripts once the page has painted, in their order, and allows only its inline scripts", () => {
    expect(page).not.toContain('<script defer src="/static/js/index.js"></script>');
    expect(page).toMatch(
      /<div id="root"[^>]*><\/div><script>requestAnimationFrame\(.*\["\/static\/js\/index\.js"\]/,
    );
    expect(inlineScriptHashes(page)).toHaveLength(2);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it("writes the request's address where the frame's links carry the placeholder, so Sign In comes back here", () => {
    const signIn = `<a href="/auth?next=${encodeURIComponent(PRERENDER_FRAME_PATH)}">Sign In</a>`;
    const composed = composePage(
      INDEX,
      { ...FRAME, html: `<header>${signIn}</header>${PRERENDER_OUTLET}` },
      { html: '<h1>Eleanor</h1>' },
      '',
      { location: '/graves/demo?photo=1' },
    );
    expect(composed).toContain('<a href="/auth?next=%2Fgraves%2Fdemo%3Fphoto%3D1">Sign In</a>');
    expect(composed).not.toContain(encodeURIComponent(PRERENDER_FRAME_PATH));
  });

  it('refuses an index.html without an empty #root, or a frame without an outlet', () => {
    expect(() => composePage('<div id="root">x</div>', FRAME, { html: '' }, '')).toThrow();
    expect(() => composePage(INDEX, { ...FRAME, html: '<main></main>' }, { html: '' }, '')).toThrow();
  });

  it("names each inline script's hash for the Content-Security-Policy", () => {
    const hash = createHash('sha256').update('setScheme()').digest('base64');
    expect(inlineScriptHashes(FRAME.head)).toEqual([`'sha256-${hash}'`]);
  });
});
