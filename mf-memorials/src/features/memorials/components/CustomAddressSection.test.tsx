import { expectNoAxeViolations, screen, userEvent, waitFor } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, memorialRow, planNamed, planUsage, renderAt, signInAs } from '../../../testing/support';
import * as getActiveRemindersCountApi from '../api/get-active-reminders-count';
import * as getMemorialApi from '../api/get-memorial';
import * as getMemorialAccessApi from '../api/get-memorial-access';
import * as getSlugStatusApi from '../api/get-slug-status';
import * as updateSlugApi from '../api/update-slug';

// Fetchers are replaced; query options, hooks and mutations run as they do in the app. The billing remote is
// not there, so the upgrade prompt is this remote's stand-in dialog.
vi.mock('../api/get-active-reminders-count', { spy: true });
vi.mock('../api/get-memorial', { spy: true });
vi.mock('../api/get-memorial-access', { spy: true });
vi.mock('../api/places');
vi.mock('../api/get-slug-status', { spy: true });
vi.mock('../api/update-slug', { spy: true });
vi.mock('@evergreen/dev-host/billing-widgets', () => ({
  loadBillingWidget: () => Promise.reject(new Error('Failed to fetch mf-manifest.json')),
}));

const backend = useTestBackend();

const ID = '11111111-1111-4111-8111-111111111111';
const EDIT = `/dashboard/edit/${ID}`;

function onPlan(name: 'Free' | 'Personal' | 'Family') {
  backend.servePlan(planUsage(1, planNamed(name)));
}

beforeEach(() => {
  vi.resetAllMocks();
  signInAs(ME);
  onPlan('Personal');
  vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(memorialRow());
  vi.mocked(getMemorialAccessApi.getMemorialAccess).mockResolvedValue('owner');
  vi.mocked(getActiveRemindersCountApi.getActiveRemindersCount).mockResolvedValue(0);
  vi.mocked(getSlugStatusApi.getSlugStatus).mockResolvedValue('available');
});

const field = () => screen.findByRole('textbox', { name: 'Custom address' });
const status = () => screen.getByText((_text, element) => element?.id === 'custom-address-status');

describe('custom address on the edit page', () => {
  it('asks a Free owner to upgrade, with the upgrade dialog, and shows no field', async () => {
    onPlan('Free');
    await renderAt(EDIT);
    const prompt = await screen.findByRole('button', { name: 'Choose a custom address' });
    expect(
      screen.getByText(/Custom memorial URLs come with the Personal and Family plans\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Custom address' })).not.toBeInTheDocument();
    await userEvent.click(prompt);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Custom Address' });
    expect(dialog).toHaveTextContent(/Upgrade to give each memorial an address that is easy to share/);
    expect(getSlugStatusApi.getSlugStatus).not.toHaveBeenCalled();
  });

  it('checks what a Personal owner types once they pause, as an address, and saves it', async () => {
    vi.mocked(updateSlugApi.updateSlug).mockResolvedValue(memorialRow({ slug: 'eleanor-whitfield' }));
    await renderAt(EDIT);
    const input = await field();
    expect(screen.getByText('/graves/')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeDisabled();
    await userEvent.type(input, 'Eleanor Whitfield');
    expect(input).toHaveValue('eleanor-whitfield');
    expect(await screen.findByText('This address is available.')).toBeInTheDocument();
    // Debounced: the database is asked about what was typed, not about every keystroke.
    expect(getSlugStatusApi.getSlugStatus).toHaveBeenCalledTimes(1);
    expect(getSlugStatusApi.getSlugStatus).toHaveBeenCalledWith('eleanor-whitfield', ID);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(updateSlugApi.updateSlug).toHaveBeenCalledWith(ID, 'eleanor-whitfield');
    expect(
      await screen.findByText(
        `Saved. This memorial is now at ${window.location.origin}/graves/eleanor-whitfield.`,
      ),
    ).toBeInTheDocument();
  });

  it('says taken and keeps Save off when the database says so', async () => {
    vi.mocked(getSlugStatusApi.getSlugStatus).mockResolvedValue('taken');
    await renderAt(EDIT);
    await userEvent.type(await field(), 'eleanor');
    expect(await screen.findByText('This address is already taken; choose another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeDisabled();
  });

  it('refuses malformed and reserved addresses at once, without asking the database', async () => {
    await renderAt(EDIT);
    const input = await field();
    await userEvent.type(input, 'ab');
    expect(status()).toHaveTextContent(
      'Use 3 to 60 lowercase letters, digits and hyphens, with no hyphen at the start, at the end or twice in a row.',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'dashboard');
    expect(status()).toHaveTextContent('This word is reserved; choose another address.');
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeDisabled();
    expect(getSlugStatusApi.getSlugStatus).not.toHaveBeenCalled();
  });

  it("shows the database's refusal when saving fails, and that an old address keeps working", async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(memorialRow({ slug: 'eleanor' }));
    vi.mocked(updateSlugApi.updateSlug).mockRejectedValue({
      message: '"eleanor-grace" is already taken; choose another address.',
    });
    await renderAt(EDIT);
    const input = await field();
    expect(input).toHaveValue('eleanor');
    expect(status()).toHaveTextContent("This is the memorial's custom address.");
    expect(
      screen.getByText(
        `If you change it, ${window.location.origin}/graves/eleanor keeps leading here for a year.`,
      ),
    ).toBeInTheDocument();
    await userEvent.type(input, '-grace');
    await screen.findByText('This address is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"eleanor-grace" is already taken; choose another address.',
    );
  });

  it('lets the owner remove the address by saving it empty', async () => {
    vi.mocked(getMemorialApi.getMemorial).mockResolvedValue(memorialRow({ slug: 'eleanor' }));
    vi.mocked(updateSlugApi.updateSlug).mockResolvedValue(memorialRow({ slug: null }));
    await renderAt(EDIT);
    await userEvent.clear(await field());
    expect(status()).toHaveTextContent('Saving an empty address removes it');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(updateSlugApi.updateSlug).toHaveBeenCalledWith(ID, null));
  });

  it('is not offered to an editor: only the owner chooses the address', async () => {
    vi.mocked(getMemorialAccessApi.getMemorialAccess).mockResolvedValue('editor');
    await renderAt(EDIT);
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(screen.queryByRole('heading', { name: 'Custom address' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await renderAt(EDIT);
    await userEvent.type(await field(), 'eleanor');
    await screen.findByText('This address is available.');
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Custom address' }));
  });
});
