import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Design system/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'Error Loading Memorials',
    message: 'Failed to load graves',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};

export const WithoutRetry: Story = {
  args: { title: 'Error Loading Reminders', message: 'Failed to load reminders', onRetry: undefined },
};

export const RemoteUnavailable: Story = {
  args: {
    title: 'This page could not be loaded',
    message: 'Part of Evergreen Memorials is not reachable right now. Check your connection and try again.',
  },
};
