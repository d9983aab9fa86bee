import { fireEvent, screen, userEvent, waitFor } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as imagesApi from '../../../api/images';
import { ME, memorialRow, planUsage, renderAt, serveMemorials, signInAs } from '../../../testing/support';

// The wizard runs whole against the test backend (`graves`). Replaced: the photo files' upload and removal
// (storage) and the place search.
vi.mock('../../../api/images');
vi.mock('../api/places');

const backend = useTestBackend();

URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => undefined;

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  backend.servePlan(planUsage(1));
  vi.mocked(imagesApi.removeImages).mockResolvedValue();
  // Where the wizard leads afterwards; what the table fills in of a new row.
  serveMemorials(backend, []);
  backend.seed('graves', [], {
    ...memorialRow({ id: 'new-memorial' }),
    is_read_only: false,
    read_only_reason: null,
  });
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

// Typing re-renders the wizard on every key, which jsdom makes slow: tests that type a lot get more time.
const TYPING = { timeout: 15_000 };

describe('create wizard', () => {
  it('replaces the wizard with the limit screen at the plan limit', async () => {
    backend.servePlan(planUsage(5));
    const router = await renderAt('/dashboard/add');
    expect(await screen.findByRole('heading', { name: 'Memorial Limit Reached' })).toBeInTheDocument();
    expect(screen.getByText("You've reached your Free plan limit of 5 memorials...")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/dashboard/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the subscription error and no wizard when the plan cannot be read', async () => {
    backend.fail('my_plan');
    await renderAt('/dashboard/add');
    expect(await screen.findByText('Failed to load subscription data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('moves freely through the 4 steps and only submits on the last, with a full name', TYPING, async () => {
    await renderAt('/dashboard/add');
    expect(await screen.findByLabelText(/Full Name/)).toBeInTheDocument();
    expect(screen.getByText('Basic Info')).toBeInTheDocument();
    await next();
    expect(screen.getByLabelText('Cemetery Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    await next();
    expect(screen.getByLabelText('Person Photo')).toBeInTheDocument();
    expect(screen.getAllByText('PNG, JPG up to 10MB')).toHaveLength(2);
    await next();
    expect(screen.getByRole('button', { name: 'Create Memorial' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: /Details/ }));
    expect(screen.getByRole('button', { name: 'Create Memorial' })).toBeEnabled();
    expect(backend.rows('graves')).toEqual([]);
  });

  it('uploads the photos, creates the memorial and goes back to the dashboard', TYPING, async () => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // The creation waits; answering nothing, the handler then lets the table answer.
    server.use(
      http.post(`${REST_URL}/graves`, async () => {
        await finished;
      }),
    );
    vi.mocked(imagesApi.uploadImage).mockImplementation(
      async (bucket) => `http://storage.test/${bucket}/x.png`,
    );
    const router = await renderAt('/dashboard/add');
    await userEvent.type(await screen.findByLabelText(/Full Name/), '  Ada Lovelace ');
    await userEvent.type(screen.getByLabelText('Birth Date'), '12/10/1815');
    await next();
    await next();
    fireEvent.change(screen.getByLabelText('Grave Photo'), {
      target: { files: [new File(['x'], 'grave.JPG', { type: 'image/jpeg' })] },
    });
    await next();
    await userEvent.click(screen.getByRole('switch', { name: /Make this memorial public/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Memorial' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(imagesApi.uploadImage).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(backend.rows('graves')).toEqual([
      expect.objectContaining({
        user_id: ME,
        full_name: 'Ada Lovelace',
        birth_date: '1815-12-10',
        is_public: true,
        image_url: 'http://storage.test/grave-images/x.png',
        person_image_url: null,
      }),
    ]);
  });

  it('shows typed dates in full and takes no death date before the birth', TYPING, async () => {
    await renderAt('/dashboard/add');
    await userEvent.type(await screen.findByLabelText(/Full Name/), 'Ada');
    const birthDate = screen.getByLabelText('Birth Date');
    const deathDate = screen.getByLabelText('Death Date');
    await userEvent.type(birthDate, '12/10/1815');
    await userEvent.type(deathDate, '1/1/1815');
    await userEvent.tab();
    expect(birthDate).toHaveValue('December 10, 1815');
    expect(deathDate).toHaveValue('');
    await userEvent.type(deathDate, '11/27/1852');
    await userEvent.tab();
    expect(deathDate).toHaveValue('November 27, 1852');
    await userEvent.click(screen.getByRole('button', { name: /Details/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Memorial' }));
    await waitFor(() =>
      expect(backend.rows('graves')).toEqual([
        expect.objectContaining({
          birth_date: '1815-12-10',
          death_date: '1852-11-27',
          image_url: null,
          person_image_url: null,
        }),
      ]),
    );
  });

  it("shows the server's refusal in an Error box", async () => {
    server.use(
      http.post(`${REST_URL}/graves`, () =>
        restError(400, "You've reached your Free plan limit of 5 memorials..."),
      ),
    );
    await renderAt('/dashboard/add');
    await userEvent.type(await screen.findByLabelText(/Full Name/), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: /Details/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Memorial' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent("You've reached your Free plan limit of 5 memorials...");
  });

  it('hides the storage reason of a failed upload behind the catalogue text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(imagesApi.uploadImage).mockRejectedValue(new Error('mime type text/plain is not supported'));
    await renderAt('/dashboard/add');
    await userEvent.type(await screen.findByLabelText(/Full Name/), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: /Photos/ }));
    fireEvent.change(screen.getByLabelText('Person Photo'), {
      target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: /Details/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Memorial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload person image');
    expect(backend.rows('graves')).toEqual([]);
  });

  it('Cancel goes back to the dashboard', async () => {
    const router = await renderAt('/dashboard/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
