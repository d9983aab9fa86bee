import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import type { FamilyRelation } from '@evergreen/domain/family';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../testing/support';
import * as changeApi from '../api/change-links';
import * as includedApi from '../api/get-links-included';
import * as relativesApi from '../api/get-relatives';
import * as searchApi from '../api/search-memorials';
import { FamilySection, type FamilySectionProps } from './FamilySection';

// Fetchers are replaced; query options, hooks and mutations run as they do in the app.
vi.mock('../api/get-relatives', { spy: true });
vi.mock('../api/get-links-included', { spy: true });
vi.mock('../api/search-memorials', { spy: true });
vi.mock('../api/change-links', { spy: true });

const member = (
  id: string,
  relation: FamilyRelation,
  name: string,
  extra: Partial<relativesApi.FamilyMember> = {},
): relativesApi.FamilyMember => ({
  linkId: `link-${id}`,
  id,
  relation,
  name,
  birthDate: null,
  deathDate: null,
  isPublic: true,
  slug: null,
  ...extra,
});

const FAMILY = [
  member('p1', 'parent', 'Mary Stone', { birthDate: '1920-03-01', deathDate: '1990-01-01' }),
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

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(relativesApi.getRelatives).mockResolvedValue(FAMILY);
  vi.mocked(includedApi.getLinksIncluded).mockResolvedValue(true);
  vi.mocked(searchApi.searchMemorials).mockResolvedValue([]);
  vi.mocked(changeApi.addLink).mockResolvedValue();
  vi.mocked(changeApi.removeLink).mockResolvedValue();
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
    expect(includedApi.getLinksIncluded).not.toHaveBeenCalled();
  });

  it('shows visitors nothing without links, and editors a way to start', async () => {
    vi.mocked(relativesApi.getRelatives).mockResolvedValue([]);
    const { unmount } = renderFamily();
    await vi.waitFor(() => expect(relativesApi.getRelatives).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Family' })).not.toBeInTheDocument();
    unmount();

    renderFamily({ canEdit: true });
    expect(await screen.findByRole('heading', { name: 'Family' })).toBeInTheDocument();
    expect(screen.getByText(/^No family links yet/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add family link' })).toBeEnabled();
  });

  it('on the public page asks only for public relatives and links to their public addresses', async () => {
    renderFamily({ variant: 'public', canEdit: true });
    const section = await screen.findByRole('region', { name: 'Family' });
    expect(relativesApi.getRelatives).toHaveBeenCalledWith('g1', true);
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
    vi.mocked(searchApi.searchMemorials).mockResolvedValue([
      { id: 'p1', label: 'Mary Stone (1920 - 1990)' },
      { id: 'x1', label: 'Edith Stone (1900 - 1970)' },
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
    await vi.waitFor(() =>
      expect(changeApi.addLink).toHaveBeenCalledWith({ graveId: 'g1', relativeId: 'x1', relation: 'parent' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Both memorials' lists are refreshed.
    expect(vi.mocked(relativesApi.getRelatives).mock.calls.length).toBeGreaterThan(1);
  });

  it("shows the database's answer when a link is refused", { timeout: 30_000 }, async () => {
    vi.mocked(searchApi.searchMemorials).mockResolvedValue([{ id: 'x1', label: 'Edith Stone' }]);
    vi.mocked(changeApi.addLink).mockRejectedValue({ message: 'These two memorials are already linked.' });
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
    await vi.waitFor(() => expect(changeApi.removeLink).toHaveBeenCalledWith('link-c1'));
  });

  it('meets the owner without the Family plan with the upgrade prompt, links still shown', async () => {
    vi.mocked(includedApi.getLinksIncluded).mockResolvedValue(false);
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
    vi.mocked(includedApi.getLinksIncluded).mockResolvedValue(false);
    renderFamily({ canEdit: true });
    expect(
      await screen.findByText("Family links come with the Family plan of this memorial's owner."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add family link' })).not.toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    vi.mocked(relativesApi.getRelatives).mockRejectedValue({ message: 'Network down' });
    renderFamily();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
  });
});
