import { PrerenderedContext } from '@evergreen/design-system/prerendered';
import {
  expectNoAxeViolations,
  render,
  screen,
  userEvent,
  within,
} from '@evergreen/design-system/test-utils';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FAQ } from './content/faq';
import { HelpPage } from './HelpPage';

function renderHelp(path = '/help') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HelpPage />
    </MemoryRouter>,
  );
}

const faqButtons = () =>
  within(screen.getByRole('region', { name: 'Frequently Asked Questions' }))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));

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
    expect(faqButtons()).toHaveLength(FAQ.length);
  });

  it('in the app, takes typing and choices', () => {
    renderHelp();
    expect(screen.getByRole('searchbox', { name: 'Search the help center' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^All topics/ })).toBeEnabled();
  });

  it('lists every question, closed', () => {
    renderHelp();
    expect(faqButtons()).toHaveLength(FAQ.length);
    expect(faqButtons().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('finds answers as you type, by a misspelled word, and marks the matching words', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'phtoos');
    const [first] = faqButtons();
    expect(first).toHaveTextContent('How do I add photos?');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(first as HTMLElement).getByText('photos', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/answers? for “phtoos”/);
  });

  it('finds words of the answers, not only of the questions', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox'), 'Lifetime');
    expect(faqButtons()).toHaveLength(1);
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
    expect(faqButtons()).toHaveLength(FAQ.filter((item) => item.category === 'billing').length);
    await user.click(within(categories).getByRole('button', { name: /All topics/ }));
    expect(faqButtons()).toHaveLength(FAQ.length);
  });

  it('opens the question named by the URL', async () => {
    renderHelp('/help#faq-delete-account');
    expect(screen.getByRole('button', { name: 'How do I delete my account?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Link to this answer' })).toHaveAttribute(
      'href',
      '#faq-delete-account',
    );
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderHelp();
    const first = faqButtons()[0] as HTMLElement;
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(faqButtons()[1]);
    await user.keyboard(' ');
    expect(faqButtons()[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderHelp();
    await expectNoAxeViolations(container);
  });
});
