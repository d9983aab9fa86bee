import { createHash } from 'node:crypto';
import { PRERENDER_FRAME_PATH, PRERENDER_OUTLET } from '@evergreen/domain/prerender';
import { describe, expect, it } from 'vitest';
import {
  composePage,
  inlineScriptHashes,
  pageSourceOf,
  prerenderedPages,
  withDocumentLocale,
} from './prerendered-pages';

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

  it('puts frame and fragment in #root, to be hydrated, the fragment in the Suspense boundary of the route that mounts it', () => {
    expect(page).toContain(
      '<div id="root" data-hydrate data-app-title="Evergreen Memorials" data-app-description="Online memorials.">' +
        '<header>Logo</header><main><!--$--><h1>Eleanor &amp; Tom</h1><!--/$--></main><footer>©</footer></div>',
    );
    expect(page).not.toContain(PRERENDER_OUTLET);
    expect(page).not.toContain(' hidden');
  });

  it("says the page's language and direction on <html>: English by default, Arabic right to left", () => {
    expect(page).toContain('<html lang="en-US" dir="ltr" data-locale="en">');
    const arabic = composePage(INDEX, FRAME, { html: '<h1>ذكرى</h1>' }, '', { locale: 'ar' });
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(withDocumentLocale('<html lang="en" class="x" dir="ltr">', 'de')).toBe(
      '<html class="x" lang="de" dir="ltr" data-locale="de">',
    );
  });

  it("moves what React hoisted in front of the fragment (a photo's preload) into <head>, out of the hydrated tree", () => {
    const preload = '<link rel="preload" as="image" href="/grave.jpg" fetchPriority="high"/>';
    const composed = composePage(INDEX, FRAME, { html: `${preload}<h1>Eleanor</h1>` }, '');
    expect(composed).toContain(`<script data-mantine-script="true">setScheme()</script>${preload}<style`);
    expect(composed).toContain('<main><!--$--><h1>Eleanor</h1><!--/$--></main>');
  });

  it('writes the data the fragment was drawn from after #root, as JSON that no string in it can end early', () => {
    const data = { queries: [{ state: { data: { epitaph: '</script><script>alert(1)</script><!--' } } }] };
    const composed = composePage(INDEX, FRAME, { html: '<h1>Eleanor</h1>', data }, '');
    const script = /<\/div><script type="application\/json" id="page-data">(.*?)<\/script>/.exec(composed);
    expect(JSON.parse(script?.[1] ?? 'null')).toEqual(data);
    expect(script?.[1]).not.toContain('<');
    expect(inlineScriptHashes(composed)).toHaveLength(inlineScriptHashes(page).length);
    expect(page).not.toContain('application/json');
  });

  it('records the buttons pressed in #root before the app answers, for the app to press again', () => {
    /** A clicked element: a button in #root, or something else (a link, a button elsewhere). */
    class Target {
      constructor(readonly buttonInRoot: boolean) {}
      closest(selector: string) {
        expect(selector).toBe('#root button');
        return this.buttonInRoot ? this : null;
      }
    }
    const window: Record<string, unknown> = {};
    let onClick = (_event: { target: unknown }) => {};
    const script = /<script>(window\.__evergreenEarlyClicks=.*?)<\/script>/.exec(page)?.[1] ?? '';
    new Function('window', 'addEventListener', 'Element', script)(
      window,
      (type: string, listener: typeof onClick, capture: boolean) => {
        expect([type, capture]).toEqual(['click', true]);
        onClick = listener;
      },
      Target,
    );
    const button = new Target(true);
    onClick({ target: button });
    onClick({ target: button });
    onClick({ target: new Target(false) });
    onClick({ target: 'text' });
    expect(window.__evergreenEarlyClicks).toEqual([button]);
    // Once the app has pressed them again, nothing more is recorded.
    window.__evergreenEarlyClicks = null;
    onClick({ target: button });
    expect(window.__evergreenEarlyClicks).toBeNull();
  });

  it('puts the styles and the head markup at the end of <head>, rendering blocked until #root is parsed, and the escaped title', () => {
    expect(page).toContain(
      '<script data-mantine-script="true">setScheme()</script><style data-prerendered>:root{--x:1}body{margin:var(--x)}</style><style data-prerendered>.h{color:red}</style>' +
        '<link rel="expect" href="#root" blocking="render" data-prerendered><script>window.__evergreenEarlyClicks=',
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
      /<div id="root"[^>]*>.*<\/footer><\/div><script>requestAnimationFrame\(.*\["\/static\/js\/index\.js"\]/,
    );
    // The color-scheme script, the early presses' (EARLY_CLICKS) and the scripts' loader.
    expect(inlineScriptHashes(page)).toHaveLength(3);
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

describe('prerenderedPages', () => {
  it("serves the page drawn in the request's locale, its frame too", async () => {
    const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    try {
      mkdirSync(join(dir, 'prerender'));
      writeFileSync(join(dir, 'index.html'), INDEX);
      const write = (name: string, page: object) =>
        writeFileSync(join(dir, 'prerender', `${name}.json`), JSON.stringify(page));
      write('frame-public', FRAME);
      write('frame-public.de', { ...FRAME, html: FRAME.html.replace('Logo', 'Logo (de)') });
      write('auth', { html: '<h1>Welcome Back</h1>', css: '' });
      write('auth.de', { html: '<h1>Willkommen zurück</h1>', css: '' });
      // A manifest nobody answers: the memorial bundle's warm-up fails quietly.
      const remotes = { mf_memorials: 'http://127.0.0.1:9/mf-manifest.json' };
      const pages = prerenderedPages({ shellDir: dir, appConfig: () => ({ remotes }) as never });
      const german = await pages.pageFor('/auth', '/auth', 'de');
      expect(german?.html).toContain('<header>Logo (de)</header><main><!--$--><h1>Willkommen zurück</h1>');
      expect(german?.html).toContain('<html lang="de" dir="ltr" data-locale="de">');
      const english = await pages.pageFor('/auth', '/auth');
      expect(english?.html).toContain('<header>Logo</header><main><!--$--><h1>Welcome Back</h1>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
