import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { ELEANOR, limitsOf, OWNER_ID } from '../../../testing/story-data';
import { type Collaborator, collaboratorsQueryOptions } from '../api/get-collaborators';
import { ShareDialog } from './ShareDialog';

const family: Collaborator[] = [
  { id: 'm1', user_id: 'u1', role: 'editor', email: 'james@example.com', full_name: 'James Whitfield' },
  { id: 'm2', user_id: 'u2', role: 'viewer', email: 'anna@example.com', full_name: 'Anna Whitfield' },
  { id: 'm3', user_id: 'u3', role: 'viewer', email: 'old.friend@example.com', full_name: null },
];

/** The share dialog of the memorial page, as its owner sees it. */
const meta = {
  title: 'Screens/Memorials/Share dialog',
  component: ShareDialog,
  args: {
    opened: true,
    onClose: () => undefined,
    graveId: ELEANOR.id,
    isOwner: true,
    plan: limitsOf('personal'),
    onUpgrade: () => undefined,
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Personal plan allows 3 collaborators and all 3 are taken: the form stays, sharing is not possible, and a paid
 * plan sees the limit without an upgrade prompt.
 */
export const AtTheCollaboratorLimit: Story = {
  decorators: [
    withScreen({
      mount: 'dashboard',
      route: '*',
      path: '/dashboard',
      userId: OWNER_ID,
      seed: (queryClient) => queryClient.setQueryData(collaboratorsQueryOptions(ELEANOR.id).queryKey, family),
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(await dialog.findByText('Collaborator Limit Reached')).toBeVisible();
    await expect(dialog.getByText('3 / 3 collaborators')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Upgrade Plan' })).toBeNull();
  },
};

/** The Free plan allows one collaborator: its limit prompt leads to the upgrade dialog. */
export const FreeAtTheCollaboratorLimit: Story = {
  args: { plan: limitsOf('free') },
  decorators: [
    withScreen({
      mount: 'dashboard',
      route: '*',
      path: '/dashboard',
      userId: OWNER_ID,
      seed: (queryClient) =>
        queryClient.setQueryData(collaboratorsQueryOptions(ELEANOR.id).queryKey, family.slice(0, 1)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(await dialog.findByText('Upgrade to add more collaborators')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
  },
};
