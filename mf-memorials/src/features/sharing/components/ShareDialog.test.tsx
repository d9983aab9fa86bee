import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { createTestQueryClient, renderWithQueryClient } from '@evergreen/dev-host/testing';
import { ERRORS } from '@evergreen/domain/errors';
import { queryKeys } from '@evergreen/domain/query-keys';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planNamed, planUsage } from '../../../testing/support';
import * as createApi from '../api/create-collaborator';
import * as deleteApi from '../api/delete-collaborator';
import * as getApi from '../api/get-collaborators';
import { ShareDialog } from './ShareDialog';

// The fetchers are replaced; query options, hooks and ShareError stay real.
vi.mock('../api/get-collaborators', { spy: true });
vi.mock('../api/create-collaborator', { spy: true });
vi.mock('../api/delete-collaborator', { spy: true });

const GRAVE = 'g1';
const sam = {
  id: 'm1',
  user_id: 'sam',
  role: 'viewer' as const,
  email: 'sam@example.com',
  full_name: 'Sam Second',
};

const onUpgrade = vi.fn();

function renderDialog(
  plan = planNamed('Personal'),
  isOwner = true,
  queryClient = createTestQueryClient(),
  slug: string | null = null,
) {
  renderWithQueryClient(
    <MemoryRouter>
      <ShareDialog
        opened
        onClose={() => undefined}
        graveId={GRAVE}
        slug={slug}
        isOwner={isOwner}
        plan={plan}
        onUpgrade={onUpgrade}
      />
    </MemoryRouter>,
    queryClient,
  );
  return screen.getByRole('dialog', { name: 'Share Memorial' });
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(getApi.getCollaborators).mockResolvedValue([]);
});

describe('share dialog', () => {
  it('shows the custom address as the public link when the memorial has one', () => {
    const dialog = renderDialog(planNamed('Personal'), true, createTestQueryClient(), 'eleanor-whitfield');
    expect(within(dialog).getByLabelText('Public link')).toHaveValue(
      `${window.location.origin}/graves/eleanor-whitfield`,
    );
  });

  it('shows the public link and confirms a copy for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = renderDialog();
    expect(within(dialog).getByLabelText('Public link')).toHaveValue(
      `${window.location.origin}/graves/${GRAVE}`,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/graves/${GRAVE}`);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2100);
    expect(await within(dialog).findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('says "Failed to copy link" when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to copy link');
  });

  it('adds a collaborator with a trimmed, lowercased e-mail and the viewer role by default', async () => {
    vi.mocked(createApi.createCollaborator).mockResolvedValue();
    const dialog = renderDialog();
    expect(await within(dialog).findByText('0 / 3 collaborators')).toBeInTheDocument();
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('Viewer');
    expect(role).toHaveAccessibleDescription('Can view memorial');
    const share = within(dialog).getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Email/), '  Sam@Example.COM ');
    await userEvent.click(share);
    expect(createApi.createCollaborator).toHaveBeenCalledWith(GRAVE, 'sam@example.com', 'viewer');
    await waitFor(() => expect(getApi.getCollaborators).toHaveBeenCalledTimes(2));
  });

  // What the api answers: no account (ShareError), and the database's own refusals (duplicate, lookup limit).
  it("marks the owner's plan usage stale after adding someone, so every view of it refetches", async () => {
    vi.mocked(createApi.createCollaborator).mockResolvedValue();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.planUsage(), planUsage(1));
    const dialog = renderDialog(planNamed('Personal'), true, queryClient);
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'sam@example.com');
    expect(queryClient.getQueryState(queryKeys.planUsage())?.isInvalidated).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.planUsage())?.isInvalidated).toBe(true));
  });

  it.each([ERRORS.shareNoSuchUser, ERRORS.shareDuplicate, 'Too many lookups, please try again later.'])(
    'shows "%s"',
    async (message) => {
      vi.mocked(createApi.createCollaborator).mockRejectedValue(
        message === ERRORS.shareNoSuchUser
          ? new createApi.ShareError(message)
          : { code: message === ERRORS.shareDuplicate ? '23505' : 'PT429', message },
      );
      const dialog = renderDialog();
      await userEvent.type(within(dialog).getByLabelText(/Email/), 'x@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    },
  );

  it('falls back to "Failed to share grave"', async () => {
    vi.mocked(createApi.createCollaborator).mockRejectedValue({});
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'x@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to share grave');
  });

  it('lists people with access, removes after a confirmation, and prompts to upgrade at the limit', async () => {
    vi.mocked(getApi.getCollaborators).mockResolvedValue([sam]);
    vi.mocked(deleteApi.deleteCollaborator).mockRejectedValue({});
    const dialog = renderDialog(planNamed('Free'));
    const people = await within(dialog).findByRole('list', { name: 'People with access' });
    expect(people).toHaveTextContent('Sam Second');
    expect(within(dialog).getByText('1 / 1 collaborators')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You've reached your Free plan limit of 1 collaborator..."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Plan' }));
    expect(onUpgrade).toHaveBeenCalledOnce();

    await userEvent.click(within(people).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove access' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(deleteApi.deleteCollaborator).toHaveBeenCalledWith('m1');
    expect(await within(dialog).findByText('Failed to remove manager')).toBeInTheDocument();
  });

  it('shows a paid plan at its limit the limit only, with no upgrade prompt', async () => {
    vi.mocked(getApi.getCollaborators).mockResolvedValue([
      sam,
      { ...sam, id: 'm2', user_id: 'kim', email: 'kim@example.com', full_name: 'Kim' },
      { ...sam, id: 'm3', user_id: 'lee', email: 'lee@example.com', full_name: 'Lee' },
    ]);
    const dialog = renderDialog(planNamed('Personal'));
    expect(await within(dialog).findByText('Collaborator Limit Reached')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You've reached your Personal plan limit of 3 collaborators..."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Upgrade/)).not.toBeInTheDocument();
  });

  it('says "Failed to load managers" when the list cannot be read', async () => {
    vi.mocked(getApi.getCollaborators).mockRejectedValue({});
    const dialog = renderDialog();
    expect(await within(dialog).findByText('Failed to load managers')).toBeInTheDocument();
  });

  it('shows only the link to someone who does not own the memorial', () => {
    const dialog = renderDialog(planNamed('Free'), false);
    expect(within(dialog).queryByLabelText(/Email/)).not.toBeInTheDocument();
    expect(getApi.getCollaborators).not.toHaveBeenCalled();
  });
});
