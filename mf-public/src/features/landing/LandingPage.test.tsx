import { render, screen, within } from '@evergreen/design-system/test-utils';
import { PLANS } from '@evergreen/domain/plans';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './LandingPage';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('LandingPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('paints everything without a single request (plans come from packages/domain)', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preserve the memories of those you love' }),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows six feature cards and three numbered steps', () => {
    renderLanding();
    const features = section('Everything a memorial needs');
    expect(within(features).getAllByRole('listitem')).toHaveLength(6);
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const steps = section('How it works');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows the social-proof figures and sample testimonials', () => {
    renderLanding();
    const proof = section('Trusted by families');
    for (const label of ['families', 'memories preserved', 'average rating']) {
      expect(within(proof).getByText(label)).toBeInTheDocument();
    }
    expect(within(proof).getAllByRole('blockquote')).toHaveLength(3);
  });

  it('shows a card per plan with at most five features, Family marked Most Popular, each leading to sign-up', () => {
    renderLanding();
    const plans = section('Simple, honest plans');
    for (const plan of PLANS) {
      const card = within(plans).getByRole('article', { name: new RegExp(plan.name) });
      const features = within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(features).toEqual(plan.features.slice(0, 5));
      expect(within(card).getByText(`$${plan.price}`)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `Get Started with ${plan.name}` })).toHaveAttribute(
        'href',
        '/auth',
      );
      expect(within(card).queryByText('Most Popular') !== null).toBe(plan.id === 'family');
    }
    const family = within(plans).getByRole('article', { name: /Family/ });
    expect(within(family).getAllByRole('listitem')).toHaveLength(5);
    expect(within(family).queryByText('Bulk import/export')).not.toBeInTheDocument();
  });
});
