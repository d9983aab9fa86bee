import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmButton } from './ConfirmButton';

const meta = {
  title: 'Design system/ConfirmButton',
  component: ConfirmButton,
  args: {
    children: 'Delete',
    title: 'Delete reminder',
    message: 'Are you sure you want to delete this reminder?',
    confirmLabel: 'Delete',
    color: 'red',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};

/** The confirm button shows a loader while onConfirm's promise runs. */
export const SlowAction: Story = {
  args: {
    children: 'Remove access',
    title: 'Remove collaborator',
    message: 'They will no longer see this memorial.',
    confirmLabel: 'Remove',
    buttonProps: { variant: 'light' },
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1500))),
  },
};
