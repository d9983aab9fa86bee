import { PrerenderedContext } from '@evergreen/design-system/prerendered';
import {
  expectNoAxeViolations,
  render,
  screen,
  userEvent,
  within,
} from '@evergreen/design-system/test-utils';
import { theme } from '@evergreen/design-system/theme';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FAQ } from './content/faq';
import { HelpPage } from './HelpPage';

function renderHelp(path = '/help') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HelpPage />
    </MemoryRouter>,
  );
}

/** The questions: each the <summary> of a native disclosure. */
const questions = () => [
  ...screen.getByRole('region', { name: 'Frequently Asked Questions' }).querySelectorAll('summary'),
];
const isOpen = (question: Element | undefined) =>
  question?.parentElement instanceof HTMLDetailsElement && question.parentElement.open;
const question = (text: string) => screen.getByText(text).closest('summary') as HTMLElement;

describe('HelpPage', () => {
  it('prerendered, shows the search box and the categories disabled, the questions as the app draws them', () => {
    render(
      <PrerenderedContext value={true}>
        <MemoryRouter initialEntries={['/help']}>
          <HelpPage />
        </MemoryRouter>
      </PrerenderedContext>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search the help center' })).toBeDisabled();
    const categories = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(categories.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(questions()).toHaveLength(FAQ.length);
  });

  it('in the app, takes typing and choices', () => {
    renderHelp();
    expect(screen.getByRole('searchbox', { name: 'Search the help center' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^All topics/ })).toBeEnabled();
  });

  it('lists every question, closed', () => {
    renderHelp();
    expect(questions()).toHaveLength(FAQ.length);
    expect(questions().some(isOpen)).toBe(false);
  });

  it('finds answers as you type, by a misspelled word, and marks the matching words', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'phtoos');
    const [first] = questions();
    expect(first).toHaveTextContent('How do I add photos?');
    expect(isOpen(first)).toBe(true);
    expect(within(first as HTMLElement).getByText('photos', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/answers? for “phtoos”/);
  });

  it('finds words of the answers, not only of the questions', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox'), 'Lifetime');
    expect(questions()).toHaveLength(1);
    const answer = await screen.findByText('Lifetime', { selector: 'mark' });
    expect(answer.parentElement).toHaveTextContent('There is also a Lifetime plan at $129 one-time');
  });

  it('says No results and offers the contact page', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox'), 'xylophone');
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    renderHelp();
    const categories = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(categories).getByRole('button', { name: /Billing/ }));
    expect(within(categories).getByRole('button', { name: /Billing/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(questions()).toHaveLength(FAQ.filter((item) => item.category === 'billing').length);
    await user.click(within(categories).getByRole('button', { name: /All topics/ }));
    expect(questions()).toHaveLength(FAQ.length);
  });

  it('hydrated over its prerendered copy, keeps the questions opened before and knows of them', async () => {
    // As the shell's App: drawn as prerendered first, live once hydrated.
    function Page({ hydrating }: { hydrating: boolean }) {
      const [prerendered, setPrerendered] = useState(hydrating);
      useEffect(() => setPrerendered(false), []);
      return (
        <I18nProvider i18n={i18n}>
          <MantineProvider theme={theme}>
            <PrerenderedContext value={prerendered}>
              <MemoryRouter initialEntries={['/help']}>
                <HelpPage />
              </MemoryRouter>
            </PrerenderedContext>
          </MantineProvider>
        </I18nProvider>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page hydrating />);
    document.body.append(container);
    const photos = container.querySelector('#faq-add-photos') as HTMLDetailsElement;
    // A click before any script ran: its `toggle` event has gone by when the app arrives.
    const toggled = new Promise((resolve) => photos.addEventListener('toggle', resolve, { once: true }));
    photos.open = true;
    await toggled;
    const onRecoverableError = vi.fn();
    try {
      await act(async () => {
        hydrateRoot(container, <Page hydrating />, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(container.querySelector('#faq-add-photos')).toBe(photos);
      // The page's state holds it: the question is drawn open again after a filter hid it.
      const user = userEvent.setup();
      const categories = within(container).getByRole('group', { name: 'Categories' });
      await user.click(within(categories).getByRole('button', { name: /Billing/ }));
      expect(container.querySelector('#faq-add-photos')).toBeNull();
      await user.click(within(categories).getByRole('button', { name: /All topics/ }));
      expect((container.querySelector('#faq-add-photos') as HTMLDetailsElement).open).toBe(true);
    } finally {
      container.remove();
    }
  });

  it('opens the question named by the URL', () => {
    renderHelp('/help#faq-delete-account');
    const deletion = question('How do I delete my account?');
    expect(isOpen(deletion)).toBe(true);
    const answer = deletion.parentElement as HTMLElement;
    expect(within(answer).getByRole('link', { name: 'Link to this answer' })).toHaveAttribute(
      'href',
      '#faq-delete-account',
    );
  });

  it('opens and closes a question at a click, keeping the answers opened', async () => {
    const user = userEvent.setup();
    renderHelp();
    const [first, second] = questions();
    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);
    expect(isOpen(first)).toBe(true);
    expect(isOpen(second)).toBe(true);
    await user.click(first as HTMLElement);
    expect(isOpen(first)).toBe(false);
    expect(isOpen(second)).toBe(true);
  });

  it('moves between the questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderHelp();
    (questions()[0] as HTMLElement).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(questions()[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(questions().at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(questions()[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(questions().at(-1));
  });

  it('has no accessibility violations', async () => {
    const { container } = renderHelp();
    await expectNoAxeViolations(container);
  });
});
