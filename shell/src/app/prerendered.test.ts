import { afterEach, describe, expect, it } from 'vitest';
import { revealOverPrerendered } from './prerendered';

const QUESTIONS = `
  <details id="faq-photos"><summary>How do I add photos?</summary><p>From the memorial's page.</p></details>
  <details id="faq-plans"><summary>What do plans cost?</summary><p>See the pricing.</p></details>
  <a href="/auth">Get Started</a>`;

/** A page as the host composes it: the prerendered copy on screen, the app's #root hidden beside it. */
function composedPage(): { prerendered: HTMLElement; root: HTMLElement } {
  document.body.innerHTML = `
    <div id="prerendered" data-prerendered><main><h1>Help Center</h1>${QUESTIONS}</main></div>
    <div id="root" hidden></div>`;
  return {
    prerendered: document.getElementById('prerendered') as HTMLElement,
    root: document.getElementById('root') as HTMLElement,
  };
}

/** The app's first commit of the same page (the MutationObserver hears it). */
async function appPaints(root: HTMLElement): Promise<void> {
  root.innerHTML = `<main><h1>Help Center</h1>${QUESTIONS}</main>`;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const question = (within: HTMLElement, id: string) => within.querySelector(`#${id}`) as HTMLDetailsElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('revealOverPrerendered', () => {
  it('shows the app in place of the prerendered page once it has painted its main heading', async () => {
    const { root } = composedPage();
    revealOverPrerendered(root);
    expect(root.hidden).toBe(true);
    await appPaints(root);
    expect(root.hidden).toBe(false);
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('keeps open the answers the visitor opened on the prerendered page, and only those', async () => {
    const { prerendered, root } = composedPage();
    revealOverPrerendered(root);
    question(prerendered, 'faq-plans').open = true;
    await appPaints(root);
    expect(question(root, 'faq-plans').open).toBe(true);
    expect(question(root, 'faq-photos').open).toBe(false);
  });

  it('moves the focus to the same control of the app, so the next key acts there', async () => {
    const { prerendered, root } = composedPage();
    revealOverPrerendered(root);
    const summaries = prerendered.querySelectorAll('summary');
    (summaries[1] as HTMLElement).focus();
    await appPaints(root);
    expect(document.activeElement).toBe(root.querySelectorAll('summary')[1]);

    const again = composedPage();
    revealOverPrerendered(again.root);
    (again.prerendered.querySelector('a') as HTMLElement).focus();
    await appPaints(again.root);
    expect(document.activeElement).toBe(again.root.querySelector('a'));
  });
});
