import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { ELEANOR, OWNER_ID } from '../../../testing/story-data';
import { type MemorialClaim, pendingClaimsQuery } from '../api/get-claims';
import { ClaimRequestCard } from './ClaimRequestCard';
import { ClaimRequests } from './ClaimRequests';

const requests: MemorialClaim[] = [
  {
    id: 'c1',
    grave_id: ELEANOR.id,
    kind: 'owner',
    message: 'She was my grandmother. My mother asked me to look after her page.',
    created_at: '2026-11-20T10:00:00Z',
    claimant_name: 'Harriet Whitfield',
  },
  {
    id: 'c2',
    grave_id: ELEANOR.id,
    kind: 'editor',
    message: 'I have photos from the 1960s to add.',
    created_at: '2026-11-22T10:00:00Z',
    claimant_name: null,
  },
];

/** The owner's list of requests from family on the memorial's details page. */
const meta = {
  title: 'Screens/Memorials/Requests from family',
  component: ClaimRequests,
  args: { graveId: ELEANOR.id },
} satisfies Meta<typeof ClaimRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two requests waiting: a transfer and an editor, one from someone without a name. */
export const TwoRequests: Story = {
  decorators: [
    withScreen({
      mount: 'dashboard',
      route: '*',
      path: '/dashboard',
      userId: OWNER_ID,
      seed: (queryClient) => queryClient.setQueryData(pendingClaimsQuery(ELEANOR.id).queryKey, requests),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByText('Harriet Whitfield asks to take over ownership of this memorial.'),
    ).toBeVisible();
    await expect(screen.getByText('Someone asks to be added as an editor.')).toBeVisible();
  },
};

/** A transfer the heir's full plan refuses: the database's message, as it says it. */
export const TransferRefused: Story = {
  decorators: [
    withScreen({
      mount: 'dashboard',
      route: '*',
      path: '/dashboard',
      userId: OWNER_ID,
      seed: (queryClient) => queryClient.setQueryData(pendingClaimsQuery(ELEANOR.id).queryKey, requests),
      answers: {
        'POST /rest/v1/rpc/answer_memorial_claim': {
          status: 400,
          body: {
            code: 'P0001',
            message:
              'Harriet Whitfield cannot take over this memorial: their Free plan allows 5 memorials and is full. They can upgrade their plan and ask again.',
          },
        },
      },
    }),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement);
    const [accept] = await screen.findAllByRole('button', { name: 'Accept' });
    if (accept) await userEvent.click(accept);
    await expect(await screen.findByRole('alert')).toHaveTextContent('their Free plan allows 5 memorials');
  },
};

/** What a signed-in visitor of a public memorial sees to ask its owner. */
export const AskingTheOwner: StoryObj<typeof ClaimRequestCard> = {
  render: () => <ClaimRequestCard graveId={ELEANOR.id} name="Eleanor Whitfield" />,
  decorators: [withScreen({ mount: 'public', route: '*', path: '/graves/x', userId: 'visitor' })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Family of Eleanor Whitfield?' })).toBeVisible();
  },
};
