import { screen, userEvent } from '@evergreen/design-system/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, memorialRow, planUsage, renderAt, signInAs } from '../../../testing/support';
import * as memoriesApi from '../../memories/api/memories';
import * as sharingApi from '../../sharing/api/collaborators';
import * as memorialsApi from '../api/memorials';
import * as planApi from '../api/plan';

vi.mock('../api/memorials');
vi.mock('../api/plan');
vi.mock('../../memories/api/memories');
vi.mock('../../sharing/api/collaborators');

const ID = '11111111-1111-4111-8111-111111111111';

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  vi.mocked(planApi.getPlanUsage).mockResolvedValue(planUsage(1));
  vi.mocked(memorialsApi.getMemorialAccess).mockResolvedValue('owner');
  vi.mocked(memorialsApi.countActiveReminders).mockResolvedValue(2);
  vi.mocked(memoriesApi.listMemories).mockResolvedValue([]);
  vi.mocked(sharingApi.listCollaborators).mockResolvedValue([]);
  vi.mocked(memorialsApi.listMemorials).mockResolvedValue([]);
});

describe('memorial details', () => {
  it('says "Grave not found" when there is no such memorial', async () => {
    vi.mocked(memorialsApi.getMemorial).mockResolvedValue(null);
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('Grave not found')).toBeInTheDocument();
  });

  it('says "Failed to load data" when loading fails without a message', async () => {
    vi.mocked(memorialsApi.getMemorial).mockRejectedValue({});
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });

  it('shows everything about a public memorial to its owner, with Edit, Share and the QR code', async () => {
    vi.mocked(memorialsApi.getMemorial).mockResolvedValue(
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
    expect(screen.getByRole('img', { name: /QR code for .*\/graves\// })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/edit/${ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('dialog', { name: 'Share Memorial' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('hides Share, visitor memories and the QR code on a private memorial, and the location when unknown', async () => {
    vi.mocked(memorialsApi.getMemorial).mockResolvedValue(
      memorialRow({ is_public: false, cemetery_name: null, section: null, plot_number: null }),
    );
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByText('No location information available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Visitor Memories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'QR Code' })).not.toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('offers no Edit to a viewer', async () => {
    vi.mocked(memorialsApi.getMemorial).mockResolvedValue(memorialRow({ user_id: 'owner' }));
    vi.mocked(memorialsApi.getMemorialAccess).mockResolvedValue('viewer');
    await renderAt(`/dashboard/grave/${ID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
