import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import type { FamilyRelation } from '@evergreen/domain/family';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../testing/support';
import { FamilySection, type FamilySectionProps } from './FamilySection';

// The section's queries and mutations run whole against the test backend: the `memorial_relatives` view of
// Ann Stone's memorial (g1), `graves` (the memorials to link, and whether the owner's plan has family links) and
// `family_links`.
const backend = useTestBackend();

/** A row of `memorial_relatives` as the view answers it for g1. */
const member = (
  id: string,
  relation: FamilyRelation,
  name: string,
  extra: { birth_date?: string; death_date?: string; slug?: string; is_public?: boolean } = {},
) => ({
  memorial_id: 'g1',
  link_id: `link-${id}`,
  relative_id: id,
  relation,
  full_name: name,
  birth_date: null,
  death_date: null,
  is_public: true,
  slug: null,
  ...extra,
});

const FAMILY = [
  member('p1', 'parent', 'Mary Stone', { birth_date: '1920-03-01', death_date: '1990-01-01' }),
  member('s1', 'spouse', 'Hugh Stone', { slug: 'hugh-stone' }),
  member('c1', 'child', 'Sam Stone'),
  member('c2', 'child', 'Sara Stone'),
];

function renderFamily(props: Partial<FamilySectionProps> = {}) {
  return renderWithQueryClient(
    <MemoryRouter>
      <FamilySection graveId="g1" name="Ann Stone" variant="details" {...props} />
    </MemoryRouter>,
  );
}

/** The memorials the user can see: Ann's own (its owner's plan decides family links) and these others. */
function serveGraves(
  linksIncluded: boolean,
  others: { id: string; full_name: string; birth_date?: string; death_date?: string }[] = [],
) {
  backend.seed('graves', [
    {
      id: 'g1',
      full_name: 'Ann Stone',
      birth_date: null,
      death_date: null,
      family_links_included: linksIncluded,
    },
    ...others.map((other) => ({
      birth_date: null,
      death_date: null,
      family_links_included: false,
      ...other,
    })),
  ]);
}

const relativesRead = () => backend.requests().filter((request) => request === 'GET memorial_relatives');

beforeEach(() => {
  backend.seed('memorial_relatives', FAMILY);
  backend.seed('family_links', [{ id: 'link-c1', grave_id: 'g1', relative_id: 'c1', relation: 'child' }]);
  serveGraves(true);
});

describe('the Family section', () => {
  it('lists relatives by relation, each a link to their memorial, and draws the tree', async () => {
    renderFamily();
    const section = await screen.findByRole('region', { name: 'Family' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Parent', 'Spouse', 'Children', 'Family tree']);
    const list = within(section).getAllByRole('list');
    expect(within(list[0] as HTMLElement).getByRole('link', { name: 'Mary Stone' })).toHaveAttribute(
      'href',
      '/dashboard/grave/p1',
    );
    expect(within(section).getByText('1920 - 1990')).toBeInTheDocument();
    const tree = within(section).getByRole('figure', { name: 'Family tree of Ann Stone' });
    expect(within(tree).getByText('Ann Stone')).toBeInTheDocument();
    expect(within(tree).getAllByRole('link')).toHaveLength(4);
    expect(within(tree).getByRole('link', { name: /Sara Stone\s*Child/ })).toHaveAttribute(
      'href',
      '/dashboard/grave/c2',
    );
    // A viewer: no editing.
    expect(screen.queryByRole('button', { name: 'Add family link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(backend.requests()).not.toContain('GET graves');
  });

  it('shows visitors nothing without links, and editors a way to start', async () => {
    backend.seed('memorial_relatives', []);
    const { unmount } = renderFamily();
    await vi.waitFor(() => expect(relativesRead()).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Family' })).not.toBeInTheDocument();
    unmount();

    renderFamily({ canEdit: true });
    expect(await screen.findByRole('heading', { name: 'Family' })).toBeInTheDocument();
    expect(screen.getByText(/^No family links yet/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add family link' })).toBeEnabled();
  });

  it('on the public page asks only for public relatives and links to their public addresses', async () => {
    backend.seed('memorial_relatives', [
      ...FAMILY,
      member('q1', 'sibling', 'Private Stone', { is_public: false }),
    ]);
    renderFamily({ variant: 'public', canEdit: true });
    const section = await screen.findByRole('region', { name: 'Family' });
    expect(within(section).queryByText('Private Stone')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('link', { name: 'Hugh Stone' })[0]).toHaveAttribute(
      'href',
      '/graves/hugh-stone',
    );
    expect(within(section).getAllByRole('link', { name: 'Sam Stone' })[0]).toHaveAttribute(
      'href',
      '/graves/c1',
    );
    // Read-only on the public page, whoever visits.
    expect(screen.queryByRole('button', { name: 'Add family link' })).not.toBeInTheDocument();
  });

  it('adds a link from the dialog: a memorial found by name and the relation', {
    timeout: 30_000,
  }, async () => {
    serveGraves(true, [
      { id: 'p1', full_name: 'Mary Stone', birth_date: '1920-03-01', death_date: '1990-01-01' },
      { id: 'x1', full_name: 'Edith Stone', birth_date: '1900-06-01', death_date: '1970-06-01' },
    ]);
    renderFamily({ canEdit: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Add family link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add family link' });
    const add = within(dialog).getByRole('button', { name: 'Add Link' });
    expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Memorial' }));
    // Already linked memorials are not offered again.
    expect(await screen.findByRole('option', { name: 'Edith Stone (1900 - 1970)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Mary Stone/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Edith Stone (1900 - 1970)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Relation to Ann Stone' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parent' }));
    await userEvent.click(add);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.rows('family_links').at(-1)).toEqual({
      grave_id: 'g1',
      relative_id: 'x1',
      relation: 'parent',
    });
    // The list is read again.
    expect(relativesRead().length).toBeGreaterThan(1);
  });

  it("shows the database's answer when a link is refused", { timeout: 30_000 }, async () => {
    serveGraves(true, [{ id: 'x1', full_name: 'Edith Stone' }]);
    server.use(
      http.post(`${REST_URL}/family_links`, () => restError(409, 'These two memorials are already linked.')),
    );
    renderFamily({ canEdit: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Add family link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add family link' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Memorial' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Edith Stone' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Relation to Ann Stone' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sibling' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These two memorials are already linked.',
    );
  });

  it('removes a link', async () => {
    renderFamily({ canEdit: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Stone (child)' }));
    await vi.waitFor(() => expect(backend.rows('family_links')).toEqual([]));
  });

  it('meets the owner without the Family plan with the upgrade prompt, links still shown', async () => {
    serveGraves(false);
    const onUpgrade = vi.fn();
    renderFamily({ canEdit: true, onUpgrade });
    await userEvent.click(await screen.findByRole('button', { name: 'Add family link' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Mary Stone' }).length).toBeGreaterThan(0);
    // Removing stays possible after a downgrade.
    expect(screen.getByRole('button', { name: 'Remove Mary Stone (parent)' })).toBeEnabled();
  });

  it("tells an editor that the owner's plan lacks family links", async () => {
    serveGraves(false);
    renderFamily({ canEdit: true });
    expect(
      await screen.findByText("Family links come with the Family plan of this memorial's owner."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add family link' })).not.toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    backend.fail('memorial_relatives', 'Network down');
    renderFamily();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
  });
});
