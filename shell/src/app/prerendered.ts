/**
 * What the visitor did on the prerendered page, carried over to the app's copy of it (issue 26): the disclosures
 * they opened (a `<details>` opens at a click or a key before any script has run; the app's twin, by id, opens
 * too and its page hears of it through `toggle`) and the focus (the same control, by tag and text, in the same
 * order), so the next key acts where the visitor left off. Run while both copies are in the document.
 */
export function carryOver(from: HTMLElement, to: HTMLElement): HTMLElement | undefined {
  for (const details of from.querySelectorAll('details[open][id]')) {
    const twin = to.querySelector<HTMLDetailsElement>(`details[id="${details.id}"]`);
    if (twin) twin.open = true;
  }
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !from.contains(focused)) return undefined;
  const like = (candidates: HTMLElement) =>
    [...candidates.querySelectorAll<HTMLElement>(focused.tagName)].filter(
      (element) => element.textContent === focused.textContent,
    );
  return like(to)[like(from).indexOf(focused)];
}

/**
 * A memorial page the host sent prerendered (issue 14; packages/edge/src/prerendered-pages.ts): its content is on
 * screen in `#prerendered` before any JavaScript runs, and the app renders into `#root`, hidden (the other
 * prerendered pages come in `#root` and are hydrated: bootstrap.tsx; why not this one: docs/performance.md K10). Once the app has
 * painted its own main heading (the same page, drawn by the same components), the app takes the prerendered
 * markup's place within the same frame: nothing flashes and nothing shifts, since no element moves (one set
 * appears as the other goes), and what the visitor opened or focused meanwhile stays so (carryOver). A page that
 * never gets there (an error panel, a remote that is down) is shown after `timeoutMs` anyway; meanwhile the
 * prerendered page's links and disclosures work without the app.
 */
export function revealOverPrerendered(root: HTMLElement, timeoutMs = 8_000): () => void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) {
    root.hidden = false;
    return () => undefined;
  }
  let done = false;
  const reveal = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    const focus = carryOver(prerendered, root);
    for (const node of document.querySelectorAll('[data-prerendered]')) node.remove();
    root.hidden = false;
    focus?.focus({ preventScroll: true });
  };
  // Mutation records are delivered before the browser paints the commit that caused them.
  const observer = new MutationObserver(() => {
    if (root.querySelector('main h1')) reveal();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(reveal, timeoutMs);
  return reveal;
}
