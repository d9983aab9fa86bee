import { paths } from '@evergreen/domain/paths';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { MEMORIALS, myPlan, OWNER_ID } from '../../../testing/story-data';
import { memorialsQueryOptions } from '../api/get-memorials';
import { myPlanQueryOptions } from '../api/get-my-plan';
import { MemorialsPage } from './MemorialsPage';

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
        queryClient.setQueryData(memorialsQueryOptions(OWNER_ID).queryKey, [...MEMORIALS]);
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
        queryClient.setQueryData(memorialsQueryOptions(OWNER_ID).queryKey, []);
        queryClient.setQueryData(myPlanQueryOptions().queryKey, myPlan('free', 0));
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Create Your First Memorial')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Free Plan' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Create Memorial' })).toBeEnabled();
  },
};
