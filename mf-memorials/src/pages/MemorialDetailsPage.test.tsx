import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as getLinksIncludedApi from '../features/family/api/get-links-included';
import * as getRelativesApi from '../features/family/api/get-relatives';
import * as getGalleryApi from '../features/gallery/api/get-gallery';
import * as getActiveRemindersCountApi from '../features/memorials/api/get-active-reminders-count';
import * as getMemorialApi from '../features/memorials/api/get-memorial';
import * as getMemorialAccessApi from '../features/memorials/api/get-memorial-access';
import * as getMemoriesApi from '../features/memories/api/get-memories';
import * as getCollaboratorsApi from '../features/sharing/api/get-collaborators';
import * as leaveMemorialApi from '../features/sharing/api/leave-memorial';
import * as getVisitsApi from '../features/visits/api/get-visits';
import { ME, memorialRow, planUsage, renderAt, serveMemorials, signInAs } from '../testing/support';

// Fetchers are replaced; query options, hooks and mutations run as they do in the app.
vi.mock('../features/family/api/get-links-included', { spy: true });
vi.mock('../features/family/api/get-relatives', { spy: true });
vi.mock('../features/visits/api/get-visits', { spy: true });
vi.mock('../features/gallery/api/get-gallery', { spy: true });
vi.mock('../features/memorials/api/get-active-reminders-count', { spy: true });
vi.mock('../features/memorials/api/get-memorial', { spy: true });
vi.mock('../features/memorials/api/get-memorial-access', { spy: true });
vi.mock('../features/memorials/api/get-memorials', { spy: true });
vi.mock('../features/memories/api/get-memories', { spy: true });
vi.mock('../features/sharing/api/get-collaborators', { spy: true });
vi.mock('../features/sharing/api/leave-memorial', { spy: true });

const backend = useTestBackend();

const ID = '11111111-1111-4111-8111-111111111111';

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(getRelativesApi.getRelatives).mockResolvedValue([]);
  vi.mocked(getLinksIncludedApi.getLinksIncluded).mockResolvedValue(false);
  vi.mocked(getVisitsApi.getMemorialVisits).mockResolvedValue([]);
  signInAs(ME);
  backend.servePlan(planUsage(1));
  vi.mocked(getMemorialAccessApi.getMemorialAccess).mockResolvedValue('owner');
  vi.mocked(getActiveRemindersCountApi.getActiveRemindersCount).mockResolvedValue(2);
  vi.mocked(getMemoriesApi.getMemories).mockResolvedValue([]);
  vi.mocked(getCollaboratorsApi.getCollaborators).mockResolvedValue([]);
  serveMemorials([]);
  vi.mocked(getGalleryApi.getGallery).mockResolvedValue({ photos: [], limit: 10, limitMessage: '' });
});

describe('memorial details', () => {
  it('says "Grave not found" when there is no such memorial', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(null);
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('Grave not found')).toBeInTheDocument();
  });

  it('says "Failed to load data" when loading fails without a message', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockRejectedValue({});
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });

  it('shows everything about a public memorial to its owner, with Edit, Share and the QR code', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(
      memorialRow({
        latitude: 43.6783,
        longitude: -70.3006,
        image_url: '/grave.png',
        person_image_url: '/me.png',
      }),
    );
    const router = await renderAt(`/dashboard/grave/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(screen.getByText('April 12, 1931 - November 3, 2019')).toBeInTheDocument();
    expect(screen.getByText('“Forever in our hearts”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Memories' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grave of Eleanor Grace Whitfield' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Map of the grave of Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Plot:')).toBeInTheDocument();
    expect(screen.getByText('2 active reminders')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visitor Memories' })).toBeInTheDocument();
    // The owner may start the gallery.
    expect(await screen.findByRole('button', { name: 'Add Photos' })).toBeEnabled();
    expect(screen.getByRole('img', { name: /QR code for .*\/graves\// })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/edit/${ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('dialog', { name: 'Share Memorial' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('hides Share, visitor memories and the QR code on a private memorial, and the location when unknown', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(
      memorialRow({ is_public: false, cemetery_name: null, section: null, plot_number: null }),
    );
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('No location information available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Visitor Memories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'QR Code' })).not.toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('offers no Edit to a viewer, and a way to leave the memorial', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(memorialRow({ user_id: 'owner' }));
    vi.mocked(getMemorialAccessApi.getMemorialAccess).mockResolvedValue('viewer');
    vi.mocked(leaveMemorialApi.leaveMemorial).mockResolvedValue();
    const router = await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    const access = screen.getByRole('region', { name: 'Your access' });
    await userEvent.click(within(access).getByRole('button', { name: 'Leave memorial' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave memorial' });
    expect(confirm).toHaveTextContent('Leave the memorial of Eleanor Grace Whitfield?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave memorial' }));
    expect(leaveMemorialApi.leaveMemorial).toHaveBeenCalledWith(ID, ME);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers its owner no way to leave the memorial', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(memorialRow());
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave memorial' })).not.toBeInTheDocument();
  });
});
