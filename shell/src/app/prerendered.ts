/**
 * A page the host sent prerendered (issue 14; packages/edge/src/prerendered-pages.ts): its content is on
 * screen in `#prerendered` before any JavaScript runs, and the app renders into `#root`, hidden. Once the app has
 * painted its own main heading (the same page, drawn by the same components), the app takes the prerendered
 * markup's place within the same frame: nothing flashes and nothing shifts, since no element moves (one set
 * appears as the other goes). A page that never gets there (an error panel, a remote that is down) is shown after
 * `timeoutMs` anyway; meanwhile the prerendered page's links work as plain links.
 */
export function revealOverPrerendered(root: HTMLElement, timeoutMs = 8_000): () => void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) {
    root.hidden = false;
    return () => undefined;
  }
  // The app's own title and description back before it renders: what its pages' useDocumentMeta put back when
  // they go away (the prerendered page's own served the tab, and readers without JavaScript, meanwhile).
  if (root.dataset.appTitle !== undefined) document.title = root.dataset.appTitle;
  const description = document.head.querySelector('meta[name="description"]');
  if (description && root.dataset.appDescription !== undefined) {
    description.setAttribute('content', root.dataset.appDescription);
  }
  let done = false;
  const reveal = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const node of document.querySelectorAll('[data-prerendered]')) node.remove();
    root.hidden = false;
  };
  // Mutation records are delivered before the browser paints the commit that caused them.
  const observer = new MutationObserver(() => {
    if (root.querySelector('main h1')) reveal();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(reveal, timeoutMs);
  return reveal;
}
