import { expectNoAxeViolations, render, screen, within } from '@evergreen/design-system/test-utils';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

function renderAt(page: React.ReactNode, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

function text(): string {
  return document.body.textContent ?? '';
}

describe('Terms of Service', () => {
  it('has a table of contents that links every section, and a Last updated date', () => {
    renderAt(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(links).toHaveLength(headings.length);
    for (const [index, link] of links.entries()) {
      expect(link.getAttribute('href')).toBe(`#${headings[index]?.id}`);
    }
  });

  it('states the constants of spec section 9 and what the product does', () => {
    renderAt(<TermsPage />);
    expect(text()).toContain('You must be at least 13 years old');
    expect(text()).toContain('at least 30 days before a price change');
    expect(text()).toContain('within 24 hours');
    expect(text()).toContain('Mon-Fri 9-6 PST, Sat 10-4, Sun closed');
    for (const fact of [
      'Viewer:',
      'Editor:',
      'Stripe',
      'read-only',
      'JSON',
      '.zip archive',
      'delete your account',
      'Priority support',
      'Ad-free',
    ]) {
      expect(text()).toContain(fact);
    }
  });

  it('has no accessibility violations', async () => {
    const { container } = renderAt(<TermsPage />);
    await expectNoAxeViolations(container);
  });
});

describe('Privacy Policy', () => {
  it('states the privacy constants of spec section 9', () => {
    renderAt(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
    expect(text()).toContain('We answer privacy requests within 30 days');
    expect(text()).toContain('Usage data is kept for up to 2 years');
    expect(text()).toContain('children under 13');
    expect(text()).toContain('within 24 hours');
    expect(text()).toContain('Mon-Fri 9-6 PST, Sat 10-4, Sun closed');
  });

  it('brings the section named by the URL into view and focus', () => {
    renderAt(<PrivacyPage />, '/privacy#retention');
    return vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /How long we keep it/ })),
    );
  });
});
