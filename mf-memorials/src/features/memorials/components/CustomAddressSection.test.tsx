import { expectNoAxeViolations, screen, userEvent, waitFor } from '@evergreen/design-system/test-utils';
import { REST_URL, restError, server, useTestBackend } from '@evergreen/dev-host/test-backend';
import { FakeUpgradeDialog } from '@evergreen/dev-host/testing';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, memorialRow, planNamed, planUsage, renderAt, signInAs } from '../../../testing/support';

// The edit page runs whole against the test backend: `graves`, the user's access, `memorial_slug_status()`.
// Replaced: the place search (not our backend) and the billing remote's upgrade dialog (loaded over module
// federation), which says which limit it was opened for.
vi.mock('../api/places');
vi.mock('@evergreen/runtime/widgets', () => ({
  loadWidget: async () => ({ default: FakeUpgradeDialog }),
}));

const backend = useTestBackend();

const ID = '11111111-1111-4111-8111-111111111111';
const EDIT = `/dashboard/edit/${ID}`;

function onPlan(name: 'Free' | 'Personal' | 'Family') {
  backend.servePlan(planUsage(1, planNamed(name)));
}

/** The memorial as `graves` holds it (with the computed fields the page reads). */
function serveMemorial(row = memorialRow()) {
  backend.seed('graves', [{ is_read_only: false, read_only_reason: null, photo_limit: 10, ...row }]);
}

/** What `memorial_slug_status()` answers, whatever is asked. */
const slugStatus = (answer: string) => backend.rpc('memorial_slug_status', () => answer);

beforeEach(() => {
  signInAs(ME);
  onPlan('Personal');
  serveMemorial();
  for (const table of ['grave_managers', 'reminders', 'grave_photos']) backend.seed(table, []);
  slugStatus('available');
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
    expect(
      await screen.findByRole('dialog', { name: 'Billing upgrade dialog for customUrls' }),
    ).toBeInTheDocument();
    expect(backend.rpcCalls('memorial_slug_status')).toHaveLength(0);
  });

  it('checks what a Personal owner types once they pause, as an address, and saves it', async () => {
    await renderAt(EDIT);
    const input = await field();
    expect(screen.getByText('/graves/')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeDisabled();
    await userEvent.type(input, 'Eleanor Whitfield');
    expect(input).toHaveValue('eleanor-whitfield');
    expect(await screen.findByText('This address is available.')).toBeInTheDocument();
    // Debounced: the database is asked about what was typed, not about every keystroke.
    expect(backend.rpcCalls('memorial_slug_status')).toEqual([
      { address: 'eleanor-whitfield', memorial_id: ID },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(
      await screen.findByText(
        `Saved. This memorial is now at ${window.location.origin}/graves/eleanor-whitfield.`,
      ),
    ).toBeInTheDocument();
    expect(backend.rows('graves')[0]).toMatchObject({ id: ID, slug: 'eleanor-whitfield' });
  });

  it('says taken and keeps Save off when the database says so', async () => {
    slugStatus('taken');
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
    expect(backend.rpcCalls('memorial_slug_status')).toHaveLength(0);
  });

  it("shows the database's refusal when saving fails, and that an old address keeps working", async () => {
    serveMemorial(memorialRow({ slug: 'eleanor' }));
    server.use(
      http.patch(`${REST_URL}/graves`, () =>
        restError(409, '"eleanor-grace" is already taken; choose another address.'),
      ),
    );
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
    serveMemorial(memorialRow({ slug: 'eleanor' }));
    await renderAt(EDIT);
    await userEvent.clear(await field());
    expect(status()).toHaveTextContent('Saving an empty address removes it');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(backend.rows('graves')[0]).toMatchObject({ id: ID, slug: null }));
  });

  it('is not offered to an editor: only the owner chooses the address', async () => {
    serveMemorial(memorialRow({ user_id: 'owner-1' }));
    backend.seed('grave_managers', [{ id: 'm1', grave_id: ID, user_id: ME, role: 'editor' }]);
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
