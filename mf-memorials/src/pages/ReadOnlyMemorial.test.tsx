import { screen, userEvent, within } from '@evergreen/design-system/test-utils';
import * as widgets from '@evergreen/dev-host/billing-widgets';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as imagesApi from '../api/images';
import * as getLinksIncludedApi from '../features/family/api/get-links-included';
import * as getRelativesApi from '../features/family/api/get-relatives';
import * as getGalleryApi from '../features/gallery/api/get-gallery';
import * as getActiveRemindersCountApi from '../features/memorials/api/get-active-reminders-count';
import * as getMemorialApi from '../features/memorials/api/get-memorial';
import * as getMemorialAccessApi from '../features/memorials/api/get-memorial-access';
import * as updateMemorialApi from '../features/memorials/api/update-memorial';
import * as getMemoriesApi from '../features/memories/api/get-memories';
import * as getCollaboratorsApi from '../features/sharing/api/get-collaborators';
import * as getVisitsApi from '../features/visits/api/get-visits';
import {
  ME,
  memorialRow,
  planNamed,
  planUsage,
  renderAt,
  serveMemorials,
  signInAs,
} from '../testing/support';

/** A memorial over its owner's plan limit (no grief paywall): marked, explained, not editable, still deletable. */

vi.mock('../features/family/api/get-links-included', { spy: true });
vi.mock('../features/family/api/get-relatives', { spy: true });
vi.mock('../features/visits/api/get-visits', { spy: true });
vi.mock('../features/gallery/api/get-gallery', { spy: true });
vi.mock('../features/memorials/api/get-active-reminders-count', { spy: true });
vi.mock('../features/memorials/api/get-memorial', { spy: true });
vi.mock('../features/memorials/api/get-memorial-access', { spy: true });
vi.mock('../features/memorials/api/get-memorials', { spy: true });
vi.mock('../features/memorials/api/update-memorial', { spy: true });
vi.mock('../api/images');
vi.mock('../features/memorials/api/places');
vi.mock('../features/memories/api/get-memories', { spy: true });
vi.mock('../features/sharing/api/get-collaborators', { spy: true });
vi.mock('@evergreen/dev-host/billing-widgets', { spy: true });

const backend = useTestBackend();

const ID = '11111111-1111-4111-8111-111111111111';
const REASON =
  'This memorial is read-only because your Free plan allows 5 memorials. Upgrade to edit it again.';

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(getRelativesApi.getRelatives).mockResolvedValue([]);
  vi.mocked(getLinksIncludedApi.getLinksIncluded).mockResolvedValue(false);
  vi.mocked(getVisitsApi.getMemorialVisits).mockResolvedValue([]);
  vi.mocked(getGalleryApi.getGallery).mockResolvedValue({ photos: [], limit: 10, limitMessage: '' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signInAs(ME);
  backend.servePlan(planUsage(7));
  vi.mocked(getMemorialAccessApi.getMemorialAccess).mockResolvedValue('owner');
  vi.mocked(getActiveRemindersCountApi.getActiveRemindersCount).mockResolvedValue(0);
  vi.mocked(getMemoriesApi.getMemories).mockResolvedValue([]);
  vi.mocked(getCollaboratorsApi.getCollaborators).mockResolvedValue([]);
  serveMemorials([]);
  vi.mocked(imagesApi.removeImages).mockResolvedValue();
  vi.mocked(widgets.loadBillingWidget).mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
});

const readOnly = (overrides: Parameters<typeof memorialRow>[0] = {}) =>
  memorialRow({ is_read_only: true, read_only_reason: REASON, ...overrides });

describe('a read-only memorial', () => {
  it('shows the badge and the reason on its details page, with no Edit but Share and Delete', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(readOnly());
    await renderAt(`/dashboard/grave/${ID}`);
    const notice = await screen.findByRole('region', { name: 'Read-only' });
    expect(notice).toHaveTextContent(REASON);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete memorial' })).toBeEnabled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Upgrade Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Create More Memorials' })).toBeInTheDocument();
  });

  it('shows its gallery to the owner as a grid, without the tools to change it', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(readOnly());
    const photo = {
      id: 'p1',
      caption: 'At the lake',
      storagePath: 'me/p1.jpg',
      url: '/p1.jpg',
      thumbnail: '/t1.jpg',
    };
    vi.mocked(getGalleryApi.getGallery).mockResolvedValue({ photos: [photo], limit: 10, limitMessage: '' });
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('button', { name: 'Open At the lake' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move up/ })).not.toBeInTheDocument();
  });

  it('builds the reason from the plan when the row has none', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(readOnly({ read_only_reason: null }));
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('region', { name: 'Read-only' })).toHaveTextContent(REASON);
  });

  it('tells a collaborator that only the owner can lift it, and offers no upgrade', async () => {
    vi.mocked(getMemorialAccessApi.getMemorialAccess).mockResolvedValue('editor');
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(readOnly({ user_id: 'owner-1' }));
    await renderAt(`/dashboard/grave/${ID}`);
    const notice = await screen.findByRole('region', { name: 'Read-only' });
    expect(notice).toHaveTextContent("over its owner's plan limit. Only its owner can lift this.");
    expect(within(notice).queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete memorial' })).not.toBeInTheDocument();
  });

  it('offers a paid owner no upgrade button', async () => {
    backend.servePlan(planUsage(26, planNamed('Personal')));
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(readOnly());
    await renderAt(`/dashboard/grave/${ID}`);
    const notice = await screen.findByRole('region', { name: 'Read-only' });
    expect(within(notice).queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it('shows an editable memorial without the badge, with Edit', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(memorialRow({ is_read_only: false }));
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Read-only' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete memorial' })).not.toBeInTheDocument();
  });

  it('has no edit form at its edit address, only the reason and Delete', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(readOnly());
    await renderAt(`/dashboard/edit/${ID}`);
    expect(await screen.findByRole('region', { name: 'Read-only' })).toHaveTextContent(REASON);
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete memorial' })).toBeEnabled();
  });
});

describe('an edit the server refuses', () => {
  // Typing in a full form is slow on a loaded machine: the wider limit the other form tests use.
  it("shows the database's reason and keeps what was typed", { timeout: 15_000 }, async () => {
    // Opened while still editable; the plan ended before saving, so the database refuses the update.
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(memorialRow({ is_read_only: false }));
    vi.mocked(updateMemorialApi.updateMemorial).mockRejectedValue({
      code: 'P0001',
      message: REASON,
      details: null,
      hint: 'Upgrade your plan, or delete newer memorials, to edit it again.',
    });
    const router = await renderAt(`/dashboard/edit/${ID}`);
    const epitaph = await screen.findByLabelText('Epitaph');
    await userEvent.clear(epitaph);
    await userEvent.paste('Loved beyond words');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REASON);
    expect(screen.getByLabelText('Epitaph')).toHaveValue('Loved beyond words');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/dashboard/edit/${ID}`);
  });
});
