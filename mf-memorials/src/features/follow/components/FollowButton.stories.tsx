import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FollowButton } from './FollowButton';

// The two states of "Follow" on a public memorial, with the follow already known (no backend needed).
function Seeded({ following }: { following: boolean }) {
  const client = new QueryClient();
  client.setQueryData(['memorial', 'g1', 'following'], following);
  return (
    <QueryClientProvider client={client}>
      <FollowButton graveId="g1" ownerId="owner" userId="visitor" />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Screens/Memorials/Follow',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  render: () => <Seeded following={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Follow' })).toBeVisible();
  },
};

export const Following: Story = {
  render: () => <Seeded following />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Following')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Unfollow' })).toBeVisible();
  },
};
