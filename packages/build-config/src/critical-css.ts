import postcss, { type AtRule, type Container, type Rule } from 'postcss';

/** Every class name written in the markup's `class` attributes. */
export function classesOf(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) found.add(name);
  }
  return found;
}

/** CSS escapes in a class selector (`.a\:b`), undone so the name compares with the markup's. */
const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * Whether a selector may match the markup: every class it names (outside `:not(...)`, which asks for an absent
 * class) is in the markup. Element, attribute and `:root` selectors are kept: they are few and cheap, and the
 * color-scheme attribute is only set in the browser.
 */
function mayMatch(selector: string, classes: ReadonlySet<string>, globals: boolean): boolean {
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  const named = [...positive.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => unescapeCss(match[1] ?? ''));
  if (named.length === 0) return globals;
  return named.every((name) => classes.has(name));
}

/** At-rules whose content is more rules, pruned like the top level. */
const NESTING = new Set(['media', 'supports', 'layer', 'container', 'scope']);

function prune(container: Container, classes: ReadonlySet<string>, globals: boolean): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      // Keyframe steps (from, 50%) are not selectors of the page.
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
      const kept = rule.selectors.filter((selector) => mayMatch(selector, classes, globals));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
      return;
    }
    if (node.type === 'atrule' && NESTING.has(node.name) && node.nodes) {
      prune(node, classes, globals);
      // `@layer a, b;` (no block) declares the order of layers and stays; an emptied block goes.
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/**
 * The part of a stylesheet that a prerendered fragment needs to paint as the app will: the rules whose class
 * selectors all appear in its markup (with `@media`, `@layer`... kept around them, `@font-face`, `@keyframes`
 * and layer-order statements as they are). Deterministic and conservative: a rule it cannot rule out stays.
 * Rules that name no class (`:root` variables, `body`, `h1`) are the page's globals: kept for the frame (the
 * shell's layout), left out of a fragment placed inside it, which would only repeat them.
 */
export function criticalCss(css: string, html: string, { globals = false } = {}): string {
  const root = postcss.parse(css);
  prune(root, classesOf(html), globals);
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString().replace(/\n{2,}/g, '\n');
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const referencesIn = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1] as string);

/** The custom properties a page's markup reads or sets in its `style` attributes. */
export function customPropertiesOf(markup: string): Set<string> {
  const found = new Set(referencesIn(markup));
  for (const style of markup.matchAll(/\sstyle="([^"]*)"/g)) {
    for (const [, name] of (style[1] ?? '').matchAll(/(--[\w-]+)\s*:/g)) found.add(name as string);
  }
  return found;
}

/**
 * The stylesheets of a prerendered page without the custom properties nothing on it reads. Mantine's globals
 * define about a thousand (every color of every shade, in light and dark) where a page reads a few hundred, and a
 * phone parses and cascades each of them on every element before the first paint. A property is kept when the
 * markup reads it (`customPropertiesOf`), or a rule's ordinary declaration does, or a kept property's value does.
 */
export function withoutUnusedCustomProperties(
  stylesheets: readonly string[],
  readByMarkup: ReadonlySet<string>,
): string[] {
  const roots = stylesheets.map((css) => postcss.parse(css));
  const valuesOf = new Map<string, string[]>();
  const read = new Set(readByMarkup);
  for (const root of roots) {
    root.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--')) {
        valuesOf.set(declaration.prop, [...(valuesOf.get(declaration.prop) ?? []), declaration.value]);
      } else {
        for (const name of referencesIn(declaration.value)) read.add(name);
      }
    });
  }
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const reference of (valuesOf.get(name) ?? []).flatMap(referencesIn)) {
      if (!read.has(reference)) {
        read.add(reference);
        pending.push(reference);
      }
    }
  }
  return roots.map((root) => {
    root.walkDecls(/^--/, (declaration) => {
      if (!read.has(declaration.prop)) declaration.remove();
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    return root.toString().replace(/\n{2,}/g, '\n');
  });
}
