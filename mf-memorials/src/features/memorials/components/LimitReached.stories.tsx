import { PLANS } from '@evergreen/domain/plans';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LimitReached } from './LimitReached';

const free = PLANS[0];
if (!free) throw new Error('The plan table is empty');

/** What /dashboard/add shows instead of the wizard once the plan's memorial limit is reached. */
const meta = {
  title: 'Screens/Memorials/Memorial limit reached',
  component: LimitReached,
  args: { plan: free },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LimitReached>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreePlan: Story = {};
