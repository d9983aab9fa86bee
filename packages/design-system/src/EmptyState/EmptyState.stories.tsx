import { Button } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyState } from './EmptyState';

function CandleIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M12 3c1.5 1.8 1.5 3.4 0 4.5-1.5-1.1-1.5-2.7 0-4.5z" />
      <rect x="9" y="9" width="6" height="12" rx="1" />
    </svg>
  );
}

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    title: 'Create Your First Memorial',
    description: 'Start preserving precious memories by creating your first digital memorial.',
    action: <Button>Create Memorial</Button>,
    icon: <CandleIcon />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstMemorial: Story = {};

export const TitleOnly: Story = {
  args: { title: 'No Reminders Yet', description: undefined, action: undefined, icon: undefined },
};
