import { render, screen } from '@evergreen/design-system/test-utils';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedMemorials } from './SavedMemorials';
import { VisitCard } from './VisitCard';

const memorial = {
  id: 'm1',
  full_name: 'Ada Lovelace',
  latitude: 51.5,
  longitude: -0.12,
  cemetery_name: 'Kensal Green Cemetery',
  section: 'C',
  plot_number: '42',
  image_url: 'http://db.test/storage/v1/object/public/grave-images/u/cover.png',
  person_image_url: null,
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('visit card', () => {
  it('shows the plot in large type with directions to the grave', () => {
    render(
      <MemoryRouter>
        <VisitCard memorial={memorial} photoUrls={() => []} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Visiting the grave' })).toBeInTheDocument();
    expect(screen.getByText('Kensal Green Cemetery')).toBeInTheDocument();
    expect(screen.getByText('Section C')).toBeInTheDocument();
    expect(screen.getByText('Plot 42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      expect.stringContaining('51.5,-0.12'),
    );
  });

  it('saves the memorial with its photos for a visit, and lists it', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        controller: {
          postMessage: (message: unknown, [port]: MessagePort[]) => {
            posted.push(message);
            port?.postMessage('done');
          },
        },
      },
    });
    render(
      <MemoryRouter initialEntries={['/graves/ada']}>
        <VisitCard memorial={memorial} photoUrls={() => ['http://db.test/thumb.png']} />
        <SavedMemorials />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save for my visit' }));
    expect(await screen.findByRole('button', { name: 'Saved for your visit' })).toBeDisabled();
    expect(posted).toEqual([
      {
        type: 'cache-urls',
        urls: [window.location.href, memorial.image_url, 'http://db.test/thumb.png'],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/graves/ada');
  });
});
