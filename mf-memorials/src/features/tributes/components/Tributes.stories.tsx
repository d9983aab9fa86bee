import { MEMORIAL_ROUTES, paths } from '@evergreen/domain/paths';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { ELEANOR, VIEWER_ID } from '../../../testing/story-data';
import { type TributeNote, tributeCountsQueryOptions, tributeNotesQueryOptions } from '../api/get-tributes';
import { Tributes } from './Tributes';

const NOTES: TributeNote[] = [
  {
    id: 'd1000000-0000-4000-8000-000000000001',
    kind: 'flowers',
    note: 'For the roses she grew every summer.',
    status: 'published',
    user_id: VIEWER_ID,
    created_at: '2024-05-12T15:30:00Z',
    author_name: 'Daniel Okafor',
  },
];

/** Eleanor's public page seen by `userId`, with these counts and notes. */
function withTributes(userId: string | null, counts = { candles: 12, flowers: 3 }) {
  return withScreen({
    mount: 'public',
    route: MEMORIAL_ROUTES.public,
    path: paths.publicMemorial(ELEANOR.id),
    userId,
    seed: (queryClient) => {
      queryClient.setQueryData(tributeCountsQueryOptions(ELEANOR.id).queryKey, counts);
      queryClient.setQueryData(tributeNotesQueryOptions(ELEANOR.id).queryKey, NOTES);
      queryClient.setQueryData(['form-token', `tribute:${ELEANOR.id}`], 'story-token');
    },
  });
}

/** "Candles and flowers" on a public memorial: the counts, the note box, and the notes the family published. */
const meta = {
  title: 'Screens/Memorials/Candles and flowers',
  component: Tributes,
  args: { graveId: ELEANOR.id, userId: VIEWER_ID, returnPath: paths.publicMemorial(ELEANOR.id) },
} satisfies Meta<typeof Tributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in visitor: a candle or flowers. */
export const SignedIn: Story = {
  decorators: [withTributes(VIEWER_ID)],
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Candles and flowers' }));
    await expect(section.getByText('12 candles · 3 bouquets of flowers')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Leave flowers' })).toBeEnabled();
    await expect(section.getByRole('listitem', { name: 'Flowers from Daniel Okafor' })).toBeVisible();
  },
};

/** Signed out: a candle, and an invitation to sign in for flowers. */
export const SignedOut: Story = {
  args: { userId: null },
  decorators: [withTributes(null, { candles: 1, flowers: 0 })],
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Candles and flowers' }));
    await expect(section.getByText('1 candle · 0 bouquets of flowers')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Light a candle' })).toBeEnabled();
    await expect(section.queryByRole('button', { name: 'Leave flowers' })).toBeNull();
  },
};
