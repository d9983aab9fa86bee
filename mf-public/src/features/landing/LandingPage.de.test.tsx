import { render, screen, within } from '@evergreen/design-system/test-utils';
import { i18n } from '@lingui/core';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../locales/landing.de.po';
import { LandingPage } from './LandingPage';

describe('LandingPage in German', () => {
  beforeEach(() => {
    i18n.load('de', messages);
    act(() => i18n.activate('de'));
  });
  afterEach(() => {
    act(() => i18n.activate('en'));
  });

  it('reads in German: headings, plural counts, prices and the document title', () => {
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Bewahren Sie die Erinnerungen an die Menschen, die Sie lieben',
      }),
    ).toBeVisible();
    expect(screen.getByText('Kostenlos für bis zu 5 Gedenkseiten. Keine Karte nötig.')).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Einfache, ehrliche Tarife' });
    const personal = within(plans).getByRole('article', { name: /Personal/ });
    // ICU plurals: one collaborator for Free, several for Personal; the price as German writes dollars.
    expect(within(personal).getByText('Bis zu 25 Gedenkseiten · 3 Mitwirkende')).toBeInTheDocument();
    expect(within(personal).getByText('5 $')).toBeInTheDocument();
    const free = within(plans).getByRole('article', { name: /Free/ });
    expect(within(free).getByText('Bis zu 5 Gedenkseiten · 1 mitwirkende Person')).toBeInTheDocument();
    expect(within(personal).getByRole('link', { name: 'Mit Personal starten' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(document.title).toBe('Evergreen Memorials: Online-Gedenkseiten für die Menschen, die Sie lieben');
  });
});
