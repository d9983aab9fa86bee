import { memorialCounts } from '@evergreen/domain/memorials';
import { paths } from '@evergreen/domain/paths';
import { myPlanQueryOptions } from '@evergreen/supabase-client/queries';
import type { QueryClient } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { MEMORIALS, myPlan, OWNER_ID } from '../../../testing/story-data';
import { type Memorial, memorialCountsQueryOptions, memorialsListQueryOptions } from '../api/get-memorials';
import { MemorialsPage } from './MemorialsPage';

/** The dashboard's reads as the database answers them for these rows: one page per section and the counts. */
function seedMemorials(queryClient: QueryClient, rows: readonly Memorial[]) {
  for (const section of ['own', 'shared'] as const) {
    const memorials = rows.filter((row) => (section === 'own') === (row.user_id === OWNER_ID));
    queryClient.setQueryData(memorialsListQueryOptions(OWNER_ID, section, '').queryKey, {
      pages: [{ memorials, hasMore: false }],
      pageParams: [0],
    });
  }
  queryClient.setQueryData(memorialCountsQueryOptions(OWNER_ID).queryKey, memorialCounts(rows, OWNER_ID));
}

/** /dashboard: the user's memorials and those shared with them, beside their plan. */
const meta = {
  title: 'Screens/Memorials/Dashboard',
  component: MemorialsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MemorialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three memorials of their own (one public) and one a cousin shared with them, on the Personal plan. */
export const Populated: Story = {
  decorators: [
    withScreen({
      mount: 'dashboard',
      route: '',
      path: paths.dashboard,
      userId: OWNER_ID,
      seed: (queryClient) => {
        seedMemorials(queryClient, MEMORIALS);
        queryClient.setQueryData(myPlanQueryOptions().queryKey, myPlan('personal', 3, 1));
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Your Memorials' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Shared With You' })).toBeVisible();
    await expect(screen.getByText('Eleanor Grace Whitfield')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'New Memorial' })).toBeEnabled();
  },
};

/** A new user on the Free plan: the first-memorial invitation. */
export const Empty: Story = {
  decorators: [
    withScreen({
      mount: 'dashboard',
      route: '',
      path: paths.dashboard,
      userId: OWNER_ID,
      seed: (queryClient) => {
        seedMemorials(queryClient, []);
        queryClient.setQueryData(myPlanQueryOptions().queryKey, myPlan('free', 0));
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Create Your First Memorial')).toBeVisible();
    // Storybook has no billing remote: its usage card's stand-in says so.
    await expect(await screen.findByText('Your plan is unavailable right now.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Create Memorial' })).toBeEnabled();
  },
};
