import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Design system/LoadingState',
  component: LoadingState,
  args: { label: 'Loading your memorials...' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
