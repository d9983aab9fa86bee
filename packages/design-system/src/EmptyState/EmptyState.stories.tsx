import { Button } from '@mantine/core';
import { IconFlower } from '@tabler/icons-react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    title: 'Create Your First Memorial',
    description: 'Start preserving precious memories by creating your first digital memorial.',
    action: <Button>Create Memorial</Button>,
    icon: <IconFlower size={28} stroke={1.5} aria-hidden="true" />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstMemorial: Story = {};

export const TitleOnly: Story = {
  args: { title: 'No Reminders Yet', description: undefined, action: undefined, icon: undefined },
};
