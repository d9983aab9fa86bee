import {
  expectNoAxeViolations,
  render,
  screen,
  userEvent,
  waitFor,
} from '@evergreen/design-system/test-utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from './api/search-memorials';
import { SearchPage } from './SearchPage';

const rpc = vi.fn();
vi.mock('@evergreen/supabase-client', () => {
  const client = { rpc };
  return {
    getSupabase: () => client,
    whenSupabaseReady: async () => client,
    getAppConfig: () => ({ mapTileUrl: '', geocoderUrl: 'http://geocoder.test/search' }),
  };
});

const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  id: 'a1',
  slug: 'john-smith',
  full_name: 'John Smith',
  other_names: null,
  birth_date: '1921-03-04',
  death_date: '1990-07-08',
  cemetery_slug: 'evergreen-cemetery-springfield',
  cemetery_name: 'Evergreen Cemetery',
  portrait_url: null,
  latitude: null,
  longitude: null,
  distance_km: null,
  rank: 1,
  sort_name: 'john smith',
  estimated_total: 21,
  ...overrides,
});

function renderSearch(path = '/search') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => rpc.mockReset());

describe('SearchPage', () => {
  it('sends the typed name and years, and lists what it finds with dates and cemetery', async () => {
    rpc.mockResolvedValue({ data: [hit()], error: null });
    renderSearch();
    await userEvent.click(screen.getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste('Jhon Smyth');
    await userEvent.click(screen.getByRole('textbox', { name: 'Year of birth' }));
    await userEvent.paste('1920-1925');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'John Smith' })).toHaveAttribute(
      'href',
      '/graves/john-smith',
    );
    expect(rpc).toHaveBeenCalledWith(
      'search_memorials',
      expect.objectContaining({ name: 'Jhon Smyth', born_from: 1920, born_to: 1925 }),
    );
    expect(screen.getByRole('link', { name: 'Evergreen Cemetery' })).toHaveAttribute(
      'href',
      '/cemeteries/evergreen-cemetery-springfield',
    );
  });

  it('asks for the next page from the last row (keyset) on "More results"', async () => {
    const page = Array.from({ length: 20 }, (_, i) =>
      hit({ id: `id${i}`, full_name: `Ann ${i}`, rank: 1 - i / 100 }),
    );
    rpc
      .mockResolvedValueOnce({ data: page, error: null })
      .mockResolvedValueOnce({ data: [hit({ id: 'z' })], error: null });
    renderSearch('/search?name=Ann');
    await userEvent.click(await screen.findByRole('button', { name: 'More results' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenLastCalledWith(
        'search_memorials',
        expect.objectContaining({ after_id: 'id19', after_rank: 0.81, after_name: 'john smith' }),
      ),
    );
  });

  it('says what to try when nothing matches', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    const { container } = renderSearch('/search?name=Nobody');
    expect(await screen.findByText('No public memorial matches this search.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
