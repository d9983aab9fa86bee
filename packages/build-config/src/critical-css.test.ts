import { describe, expect, it } from 'vitest';
import { classesOf, criticalCss, customPropertiesOf, withoutUnusedCustomProperties } from './critical-css';

const CSS = `
@layer mantine.base, mantine.components;
:root { --color: red; }
body { margin: 0; }
@layer mantine {
  .m_button { color: var(--color); }
  .m_button:where([data-variant="filled"]) { background: green; }
  .m_unused { color: blue; }
  [data-mantine-color-scheme="dark"] .m_button { color: white; }
  .m_input:not(.m_button) { border: 0; }
}
@media (max-width: 48em) {
  .hero-abc123 { padding: 0; }
  .other-def456 { padding: 1px; }
}
@keyframes spin { from { rotate: 0deg; } to { rotate: 360deg; } }
.m_button, .m_unused { cursor: pointer; }
`;
const HTML = '<div class="hero-abc123"><button class="m_button mantine-Button-root">Go</button></div>';

describe('criticalCss', () => {
  it('keeps the rules whose classes the markup uses, inside their @layer and @media', () => {
    const css = criticalCss(CSS, HTML);
    expect(css).toContain('.m_button { color: var(--color); }');
    expect(css).toContain('.m_button:where([data-variant="filled"])');
    expect(css).toContain('[data-mantine-color-scheme="dark"] .m_button');
    expect(css).toMatch(/@media \(max-width: 48em\) \{\s*\.hero-abc123 \{ padding: 0; \}\s*\}/);
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('@layer mantine.base, mantine.components;');
  });

  it('drops rules for classes the markup does not use, and a selector list down to the used ones', () => {
    const css = criticalCss(CSS, HTML);
    expect(css).not.toContain('m_unused');
    expect(css).not.toContain('other-def456');
    expect(css).not.toContain('m_input');
    expect(css).toMatch(/\.m_button \{ cursor: pointer; \}/);
  });

  it("leaves a fragment's globals (:root, elements) to the frame, which keeps them", () => {
    expect(criticalCss(CSS, HTML)).not.toContain(':root');
    expect(criticalCss(CSS, HTML)).not.toContain('body');
    const frame = criticalCss(CSS, HTML, { globals: true });
    expect(frame).toContain(':root { --color: red; }');
    expect(frame).toContain('body { margin: 0; }');
  });

  it('reads the class names of the markup', () => {
    expect([...classesOf('<a class="x  y"></a><b class="z"></b><c data-class="no"></c>')]).toEqual([
      'x',
      'y',
      'z',
    ]);
  });
});

describe('withoutUnusedCustomProperties', () => {
  const FRAME = `
:root { --text: var(--gray-9); --gray-9: #111; --gray-0: #fafafa; --accent: var(--blue-6); --blue-6: blue; }
[data-mantine-color-scheme="dark"] { --text: var(--gray-0); --unused-dark: black; }
body { color: var(--text); }
.m_button { background: var(--button-bg); }
`;
  const FRAGMENT =
    '.hero { border-color: var(--border); }\n:root { --border: var(--gray-9); }\n.card { --spare: 1px; }';
  const MARKUP = '<button class="m_button" style="--button-bg: var(--accent)">Go</button>';

  it("reads the properties the markup's style attributes set and read", () => {
    expect([...customPropertiesOf(MARKUP)].sort()).toEqual(['--accent', '--button-bg']);
  });

  it('keeps what the markup and the rules read, and what those properties read in turn', () => {
    const [frame = '', fragment = ''] = withoutUnusedCustomProperties(
      [FRAME, FRAGMENT],
      customPropertiesOf(MARKUP),
    );
    for (const used of [
      '--text: var(--gray-9)',
      '--gray-9: #111',
      '--gray-0: #fafafa',
      '--accent',
      '--blue-6',
    ]) {
      expect(frame).toContain(used);
    }
    // The dark scheme's value reads --gray-0, so that stays too.
    expect(frame).toContain('--text: var(--gray-0)');
    expect(fragment).toContain('--border: var(--gray-9)');
  });

  it('drops the properties nothing reads, and the rules left empty', () => {
    const [frame = '', fragment = ''] = withoutUnusedCustomProperties(
      [FRAME, FRAGMENT],
      customPropertiesOf(MARKUP),
    );
    expect(frame).not.toContain('--unused-dark');
    expect(fragment).not.toContain('--spare');
    expect(fragment).not.toContain('.card');
    expect(frame).toContain('body { color: var(--text); }');
  });
});
